import { Link } from '@tanstack/react-router'
import type { ComponentType, SVGProps } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Badge } from '../../../components/ui/badge'
import { links } from '../../../config'
import { LATEST_SIZE, LATEST_VERSION } from '../../../content/latest-release'
import {
  ArrowRightIcon,
  BoltIcon,
  ChatIcon,
  CodeIcon,
  DownloadIcon,
  ImportIcon,
  LayersIcon,
  RewindIcon,
  SearchIcon,
  SparkIcon,
  UsersIcon,
  WindowsIcon,
} from '../shared/icons'
import { ClaimsFootnote, container, eyebrow, Section, sectionLead, sectionTitle } from '../shared/page'

// The landing page: text, CSS and inline SVG only (no images, no Ark widgets) to keep `/` light.

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '5', md: '6' },
})
const iconTile = css({
  w: '10',
  h: '10',
  borderRadius: 'control',
  display: 'grid',
  placeItems: 'center',
  bg: 'accent.subtle',
  color: 'accent.text',
  flexShrink: 0,
})
const cardTitle = css({ fontSize: 'lg', fontWeight: 'semibold', mt: '4' })
const cardText = css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })
const ctaRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' })

export function HomePage() {
  return (
    <>
      <Hero />
      <Claims />
      <AvailableNow />
      <HowItWorks />
      <BulletMind />
      <TabCompletion />
      <TrustedBy />
      <FinalCta />
    </>
  )
}

function Hero() {
  return (
    <header
      className={css({
        position: 'relative',
        overflow: 'hidden',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        bgImage:
          'radial-gradient(ellipse 70% 60% at 20% 0%, rgba(245, 158, 11, 0.18), transparent 70%), radial-gradient(ellipse 50% 50% at 90% 30%, rgba(59, 130, 246, 0.08), transparent 70%)',
      })}
    >
      <div
        className={cx(
          container,
          css({
            py: { base: '14', md: '24' },
            display: 'grid',
            gap: { base: '12', lg: '16' },
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
            alignItems: 'center',
          }),
        )}
      >
        <div>
          <Badge tone="accent">Early Access · v{LATEST_VERSION} available now</Badge>
          <h1
            className={css({
              mt: '5',
              fontSize: { base: '4xl', sm: '5xl', lg: '6xl' },
              fontWeight: 'extrabold',
              letterSpacing: '-0.035em',
              lineHeight: '1.05',
            })}
          >
            Describe your Roblox game.{' '}
            <span className={css({ color: 'accent.default' })}>We build it.</span>
          </h1>
          <p className={css({ mt: '5', color: 'fg.muted', fontSize: { base: 'md', md: 'xl' }, maxW: 'xl' })}>
            SuperbulletAI is the AI game developer for Roblox creators. Describe a game idea in plain English: it sees your
            project structure and code, and generates game systems, user interfaces, effects and code.
          </p>
          <div className={ctaRow}>
            <a href={links.latestInstaller} className={button({ size: 'lg' })}>
              <WindowsIcon width={18} height={18} />
              Download for Windows
            </a>
            <Link to="/downloads" className={button({ size: 'lg', variant: 'outline' })}>
              All Downloads
            </Link>
          </div>
          <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.subtle' })}>
            Free plan included · Windows 10 or 11, 64-bit · v{LATEST_VERSION} · {LATEST_SIZE}
          </p>
        </div>
        <PromptPreview />
      </div>
    </header>
  )
}

const mono = css({ fontFamily: 'mono', fontSize: 'xs' })

/** A text-only picture of a session in the app: a prompt, and what the agent produced. */
function PromptPreview() {
  const files = [
    { name: 'LevelingService.lua', kind: 'Server' },
    { name: 'XPBar.client.lua', kind: 'UI' },
    { name: 'LevelUpEffect.lua', kind: 'Effect' },
    { name: 'Remotes/LevelUp', kind: 'Remote' },
  ]
  return (
    <div
      aria-hidden="true"
      className={css({
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.strong',
        borderRadius: 'card',
        boxShadow: '0 40px 100px -30px rgba(245, 158, 11, 0.25), 0 20px 50px -20px rgba(0, 0, 0, 0.8)',
        overflow: 'hidden',
        minW: '0',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.default', bg: 'bg.raised' })}>
        <span className={css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: '#ef4444' })} />
        <span className={css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: '#f59e0b' })} />
        <span className={css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: '#22c55e' })} />
        <span className={css({ ml: '2', fontSize: 'xs', color: 'fg.subtle' })}>SuperbulletAI · Super Agent</span>
      </div>
      <div className={css({ p: { base: '4', md: '5' }, display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ alignSelf: 'flex-end', maxW: '85%', bg: 'accent.subtle', borderWidth: '1px', borderColor: 'rgba(245,158,11,0.35)', borderRadius: 'control', px: '4', py: '3', fontSize: 'sm' })}>
          Make a leveling system with an XP bar and a level-up effect. Save progress.
        </div>
        <div className={css({ bg: 'bg.raised', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'control', p: '4' })}>
          <p className={css({ fontSize: 'sm', color: 'fg.default', fontWeight: 'semibold' })}>Done: 4 changes ready to apply</p>
          <ul className={css({ mt: '3', display: 'flex', flexDirection: 'column', gap: '2' })}>
            {files.map((f) => (
              <li key={f.name} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', minW: '0' })}>
                <span className={cx(mono, css({ color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }))}>+ {f.name}</span>
                <span className={css({ fontSize: '2xs', color: 'accent.text', borderWidth: '1px', borderColor: 'rgba(245,158,11,0.35)', borderRadius: 'full', px: '2' })}>{f.kind}</span>
              </li>
            ))}
          </ul>
          <div className={css({ mt: '4', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <span className={css({ fontSize: 'xs', fontWeight: 'semibold', bg: 'accent.default', color: 'fg.onAccent', borderRadius: '6px', px: '3', py: '1' })}>Apply</span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted', borderWidth: '1px', borderColor: 'border.strong', borderRadius: '6px', px: '3', py: '1' })}>Review diff</span>
          </div>
        </div>
        <p className={css({ fontSize: 'xs', color: 'fg.subtle', display: 'flex', alignItems: 'center', gap: '2' })}>
          <RewindIcon width={14} height={14} /> Checkpoint saved · roll back any time
        </p>
      </div>
    </div>
  )
}

const claims = [
  { value: '10X', label: 'cheaper', detail: 'Our models cost about 10X less than other vendors\u2019.' },
  { value: '90%+', label: 'accurate', detail: 'Accuracy of our models on Roblox tasks.' },
  { value: '<1.5s', label: 'per call on Free', detail: 'Free-plan inference takes under 1.5 seconds per call.' },
  { value: '100%', label: 'yours', detail: 'You own what you build: your games and code stay yours.' },
]

function Claims() {
  return (
    <Section labelledBy="claims-title" className={css({ pb: '0!' })}>
      <div className={container}>
        <h2 id="claims-title" className={css({ srOnly: true })}>
          Our claims
        </h2>
        <ul className={css({ display: 'grid', gap: { base: '3', md: '4' }, gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } })}>
          {claims.map((c) => (
            <li key={c.label} className={cx(card, css({ p: { base: '4', md: '6' } }))}>
              <p className={css({ fontSize: '2xs', fontWeight: 'bold', letterSpacing: '0.12em', textTransform: 'uppercase', color: 'fg.subtle' })}>Our claim*</p>
              <p className={css({ mt: '2', display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' })}>
                <span className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', color: 'accent.text', letterSpacing: '-0.02em' })}>{c.value}</span>
                <span className={css({ fontWeight: 'semibold', fontSize: { base: 'sm', md: 'md' } })}>{c.label}</span>
              </p>
              <p className={cx(cardText, css({ fontSize: { base: 'xs', md: 'sm' } }))}>{c.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

interface Feature {
  title: string
  text: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

const features: Feature[] = [
  { title: 'Agent and Ask modes', text: 'Let the AI make the changes, or ask questions without touching your project.', Icon: ChatIcon },
  { title: 'Super Agent mode', text: 'Builds whole game systems across many scripts, and asks before anything runs.', Icon: SparkIcon },
  { title: 'Codebase indexing', text: 'The AI understands your entire game, not just the script you have open.', Icon: LayersIcon },
  { title: 'Checkpoints and rollback', text: 'A checkpoint before every change. Roll back to any of them in one click.', Icon: RewindIcon },
  { title: 'Integrated code editor', text: 'Review, edit and accept AI changes in a Luau editor with diffs.', Icon: CodeIcon },
  { title: 'Files, properties and code search', text: 'Reads project files and instance properties, and searches all your code.', Icon: SearchIcon },
  { title: 'Collaboration with friends', text: 'Invite friends and build the same project together.', Icon: UsersIcon },
  { title: 'Roblox project import', text: 'Bring an existing Roblox project in and index it in one step.', Icon: ImportIcon },
]

function AvailableNow() {
  return (
    <Section labelledBy="available-now">
      <div className={container}>
        <p className={eyebrow}>Shipping today</p>
        <h2 id="available-now" className={cx(sectionTitle, css({ mt: '2' }))}>
          Available Now
        </h2>
        <p className={sectionLead}>Everything below ships in the desktop app today.</p>
        <ul className={css({ mt: '10', display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } })}>
          {features.map(({ title, text, Icon }) => (
            <li key={title} className={cx(card, css({ display: { base: 'flex', sm: 'block' }, gap: '4', alignItems: 'flex-start' }))}>
              <span className={iconTile}>
                <Icon />
              </span>
              <div>
                <h3 className={cx(cardTitle, css({ mt: { base: '0', sm: '4' } }))}>{title}</h3>
                <p className={cardText}>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

const steps = [
  { title: 'Download and create your account', text: 'Install the Windows app and create your free account inside it.' },
  { title: 'Describe your game idea', text: 'Connect Roblox Studio and say what you want in plain English: a shop, a zombie wave, a loading screen.' },
  { title: 'Review, apply, roll back', text: 'SuperbulletAI writes the systems, UI, effects and code. Review every change; checkpoints let you undo anything.' },
]

function HowItWorks() {
  return (
    <Section labelledBy="how-it-works" className={css({ bg: 'bg.surface', borderYWidth: '1px', borderColor: 'border.default' })}>
      <div className={container}>
        <p className={eyebrow}>From idea to game</p>
        <h2 id="how-it-works" className={cx(sectionTitle, css({ mt: '2' }))}>
          How it works in 3 steps
        </h2>
        <ol className={css({ mt: '10', display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } })}>
          {steps.map((s, i) => (
            <li key={s.title} className={css({ position: 'relative', pl: '0' })}>
              <span
                aria-hidden="true"
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  w: '12',
                  h: '12',
                  borderRadius: 'full',
                  bg: 'accent.default',
                  color: 'fg.onAccent',
                  fontWeight: 'extrabold',
                  fontSize: 'lg',
                  boxShadow: '0 0 0 6px rgba(245, 158, 11, 0.15)',
                })}
              >
                {i + 1}
              </span>
              <h3 className={cardTitle}>
                <span className={css({ srOnly: true })}>Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className={cardText}>{s.text}</p>
            </li>
          ))}
        </ol>
        <div className={ctaRow}>
          <a href={links.latestInstaller} className={button()}>
            <DownloadIcon width={16} height={16} /> Download for Windows
          </a>
        </div>
      </div>
    </Section>
  )
}

const split = css({
  display: 'grid',
  gap: { base: '8', lg: '12' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'center',
})

function BulletMind() {
  return (
    <Section labelledBy="bulletmind">
      <div className={cx(container, split)}>
        <div>
          <Badge tone="info">Coming Soon</Badge>
          <h2 id="bulletmind" className={cx(sectionTitle, css({ mt: '4' }))}>
            BulletMindV1: our own model for Roblox
          </h2>
          <p className={sectionLead}>
            A model trained to be the strongest for Roblox: it knows Luau, the engine&apos;s services and how real games are put
            together.
          </p>
          <p className={css({ mt: '4', color: 'fg.muted' })}>
            <span className={css({ color: 'accent.text', fontWeight: 'semibold' })}>Our claim*: </span>
            8X lower inference cost than other large models, so your tokens go further.
          </p>
          <div className={ctaRow}>
            <Link to="/roadmap" className={button({ variant: 'outline' })}>
              Follow it on the roadmap <ArrowRightIcon width={16} height={16} />
            </Link>
          </div>
        </div>
        <div aria-hidden="true" className={cx(card, css({ display: 'grid', gap: '4' }))}>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Inference cost</p>
          <div className={css({ display: 'grid', gap: '3' })}>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
              <span className={css({ w: '28', fontSize: 'xs', color: 'accent.text', flexShrink: 0 })}>BulletMindV1</span>
              <span className={css({ flex: '1', display: 'flex' })}>
                <span className={css({ h: '3', borderRadius: 'full', bg: 'accent.default', w: '12.5%' })} />
              </span>
              <span className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'accent.text' })}>1X</span>
            </div>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
              <span className={css({ w: '28', fontSize: 'xs', color: 'fg.subtle', flexShrink: 0 })}>Other large models</span>
              <span className={css({ h: '3', borderRadius: 'full', bg: 'ink.600', flex: '1' })} />
              <span className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted' })}>8X</span>
            </div>
          </div>
          <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>Illustration of our claim.</p>
        </div>
      </div>
    </Section>
  )
}

function TabCompletion() {
  return (
    <Section labelledBy="tab-completion" className={css({ pt: '0!' })}>
      <div className={cx(container, split)}>
        <div aria-hidden="true" className={cx(card, css({ fontFamily: 'mono', fontSize: { base: 'xs', md: 'sm' }, lineHeight: '1.9', overflow: 'hidden', order: { base: 1, lg: 0 } }))}>
          <p className={css({ color: 'fg.subtle' })}>-- XPBar.client.lua</p>
          <p>
            <span className={css({ color: '#93c5fd' })}>local</span> function updateBar(xp, needed)
          </p>
          <p className={css({ pl: '4' })}>
            fill.Size = UDim2.fromScale(xp / needed, 1)
          </p>
          <p className={css({ pl: '4', color: 'fg.subtle', fontStyle: 'italic', overflowWrap: 'anywhere' })}>
            label.Text = `${'{xp}'} / ${'{needed}'} XP`
            <span className={css({ ml: '2', fontStyle: 'normal', fontSize: '2xs', color: 'fg.onAccent', bg: 'accent.default', borderRadius: '4px', px: '1.5', py: '0.5' })}>Tab</span>
          </p>
          <p>end</p>
        </div>
        <div>
          <Badge tone="info">Coming Soon</Badge>
          <h2 id="tab-completion" className={cx(sectionTitle, css({ mt: '4' }))}>
            Ghost tab completion
          </h2>
          <p className={sectionLead}>
            Suggestions appear in grey as you type in the code editor. Press Tab to accept, keep typing to ignore. Powered by
            the same project understanding as the agent.
          </p>
          <div className={ctaRow}>
            <Link to="/roadmap" className={button({ variant: 'outline' })}>
              See what&apos;s coming <ArrowRightIcon width={16} height={16} />
            </Link>
          </div>
        </div>
      </div>
    </Section>
  )
}

const audiences = ['Beginners', 'Students', 'Indie developers', 'Experienced developers', 'Roblox studios']

function TrustedBy() {
  return (
    <section aria-labelledby="trusted-by" className={css({ borderYWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', py: '10' })}>
      <div className={cx(container, css({ textAlign: 'center' }))}>
        <h2 id="trusted-by" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', letterSpacing: '0.08em', textTransform: 'uppercase' })}>
          Trusted by Roblox creators
        </h2>
        <ul className={css({ mt: '6', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { base: '3', md: '4' } })}>
          {audiences.map((a) => (
            <li
              key={a}
              className={css({
                fontSize: { base: 'md', md: 'lg' },
                fontWeight: 'bold',
                color: 'fg.default',
                letterSpacing: '-0.01em',
                px: '4',
                py: '2',
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'full',
                bg: 'bg.canvas',
              })}
            >
              {a}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function FinalCta() {
  return (
    <Section labelledBy="final-cta">
      <div className={container}>
        <div
          className={css({
            borderRadius: 'card',
            borderWidth: '1px',
            borderColor: 'rgba(245, 158, 11, 0.4)',
            p: { base: '6', md: '12' },
            bgImage: 'radial-gradient(ellipse 80% 120% at 0% 0%, rgba(245, 158, 11, 0.18), transparent 60%), linear-gradient(180deg, #131622, #0d0f16)',
          })}
        >
          <Badge tone="accent">
            <BoltIcon width={12} height={12} /> Early Access bonus
          </Badge>
          <h2 id="final-cta" className={cx(sectionTitle, css({ mt: '4', maxW: '2xl' }))}>
            Build now, and get 30M bonus tokens per $20 spent
          </h2>
          <p className={sectionLead}>
            Early-access bonus: 30M BulletMindV1 tokens for every $20 you spend, credited after Early Access ends.
          </p>
          <div className={ctaRow}>
            <a href={links.latestInstaller} className={button({ size: 'lg' })}>
              <WindowsIcon width={18} height={18} /> Download for Windows
            </a>
            <Link to="/roadmap" className={button({ size: 'lg', variant: 'outline' })}>
              View Roadmap
            </Link>
            <Link to="/pricing" className={button({ size: 'lg', variant: 'ghost' })}>
              See plans
            </Link>
          </div>
        </div>
        <ClaimsFootnote className={css({ mt: '6' })} />
      </div>
    </Section>
  )
}
