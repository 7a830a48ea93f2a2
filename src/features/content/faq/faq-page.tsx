import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button, callout } from 'styled-system/recipes'
import * as Accordion from '../../../components/ui/accordion'
import { ExternalLink } from '../../../components/ui/external-link'
import { ChevronDownIcon, ExternalIcon } from '../../../components/ui/icons'
import { links } from '../../../config'
import { faqSections, type FaqItem, type FaqLink, type FaqSection } from '../../../content/faq'
import { HydrateLater } from '../shared/hydrate-later'
import {
  ClaimsFootnote,
  narrowContainer,
  PageHeader,
  sectionLead,
  sectionTitle,
  textLink,
} from '../shared/page'

export function FaqPage() {
  return (
    <>
      <PageHeader
        eyebrowText="FAQ"
        title="Frequently Asked Questions"
        lead="What SuperbulletAI is, how it works, and honest answers to the hard questions about AI in game development."
      />
      <div
        className={cx(
          narrowContainer,
          css({
            py: { base: '10', md: '14' },
            display: 'flex',
            flexDirection: 'column',
            gap: { base: '10', md: '12' },
          }),
        )}
      >
        {faqSections.map((s) => (
          <HydrateLater key={s.id}>
            <FaqGroup section={s} />
          </HydrateLater>
        ))}
        <ClaimsFootnote />
        <StillHaveQuestions />
      </div>
    </>
  )
}

/** One Accordion per section: a single item open at a time, and the open one can be closed. */
function FaqGroup({ section }: { section: FaqSection }) {
  const headingId = `faq-${section.id}`
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className={css({
          fontSize: { base: 'xl', md: '2xl' },
          fontWeight: 'bold',
          mb: '4',
          letterSpacing: 'title',
        })}
      >
        {section.title}
      </h2>
      <Accordion.Root collapsible multiple={false}>
        {section.items.map((item) => (
          <FaqEntry key={item.id} item={item} />
        ))}
      </Accordion.Root>
    </section>
  )
}

function FaqEntry({ item }: { item: FaqItem }) {
  return (
    <Accordion.Item value={item.id}>
      <h3>
        <Accordion.ItemTrigger>
          {item.question}
          <Accordion.ItemIndicator>
            <ChevronDownIcon />
          </Accordion.ItemIndicator>
        </Accordion.ItemTrigger>
      </h3>
      <Accordion.ItemContent>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {item.answer.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {item.links && (
            <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
              {item.links.map((l) => (
                <AnswerLink key={l.label} link={l} />
              ))}
            </p>
          )}
        </div>
      </Accordion.ItemContent>
    </Accordion.Item>
  )
}

function AnswerLink({ link }: { link: FaqLink }) {
  if ('to' in link) {
    return (
      <Link to={link.to} className={textLink}>
        {link.label}
      </Link>
    )
  }
  return (
    <ExternalLink
      href={link.href}
      className={cx(textLink, css({ display: 'inline-flex', alignItems: 'center', gap: '1' }))}
    >
      {link.label} <ExternalIcon />
      <span className={css({ srOnly: true })}>(opens in a new tab)</span>
    </ExternalLink>
  )
}

function StillHaveQuestions() {
  return (
    <section
      aria-labelledby="faq-more"
      className={cx(
        callout({ glow: 'topSoft' }),
        css({ p: { base: '6', md: '10' }, textAlign: 'center' }),
      )}
    >
      <h2 id="faq-more" className={sectionTitle}>
        Still have questions?
      </h2>
      <p className={cx(sectionLead, css({ mx: 'auto' }))}>
        Our team answers within 24 hours on business days, and the docs go deeper on every feature.
      </p>
      <div
        className={css({
          mt: '8',
          display: 'flex',
          gap: '3',
          justifyContent: 'center',
          flexWrap: 'wrap',
        })}
      >
        <Link to="/contact" className={button({ size: 'lg' })}>
          Contact Support
        </Link>
        <ExternalLink href={links.docs} className={button({ size: 'lg', variant: 'outline' })}>
          Read the Docs <ExternalIcon />
          <span className={css({ srOnly: true })}>(opens in a new tab)</span>
        </ExternalLink>
      </div>
    </section>
  )
}
