import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Badge } from '../../../components/ui/badge'
import { ArrowRightIcon } from '../shared/icons'
import { container, Section, sectionLead, sectionTitle } from '../shared/page'
import { card, ctaRow } from './home-styles'

// Two highlighted features, text beside a picture: BulletMind and tab completion.

const split = css({
  display: 'grid',
  gap: { base: '8', lg: '12' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'center',
})

export function BulletMind() {
  return (
    <Section labelledBy="bulletmind">
      <div className={cx(container, split)}>
        <div>
          <Badge tone="info">Coming Soon</Badge>
          <h2 id="bulletmind" className={cx(sectionTitle, css({ mt: '4' }))}>
            BulletMindV1: our own model for Roblox
          </h2>
          <p className={sectionLead}>
            A model trained to be the strongest for Roblox: it knows Luau, the engine&apos;s
            services and how real games are put together.
          </p>
          <p className={css({ mt: '4', color: 'fg.muted' })}>
            <span className={css({ color: 'accent.text', fontWeight: 'semibold' })}>
              Our claim*:{' '}
            </span>
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
              <span
                className={css({ w: '28', fontSize: 'xs', color: 'accent.text', flexShrink: 0 })}
              >
                BulletMindV1
              </span>
              <span className={css({ flex: '1', display: 'flex' })}>
                <span
                  className={css({
                    h: '3',
                    borderRadius: 'full',
                    bg: 'accent.default',
                    w: '[12.5%]',
                  })}
                />
              </span>
              <span className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'accent.text' })}>
                1X
              </span>
            </div>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
              <span className={css({ w: '28', fontSize: 'xs', color: 'fg.subtle', flexShrink: 0 })}>
                Other large models
              </span>
              <span className={css({ h: '3', borderRadius: 'full', bg: 'ink.600', flex: '1' })} />
              <span className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted' })}>
                8X
              </span>
            </div>
          </div>
          <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>Illustration of our claim.</p>
        </div>
      </div>
    </Section>
  )
}

export function TabCompletion() {
  return (
    <Section labelledBy="tab-completion" className={css({ pt: '0!' })}>
      <div className={cx(container, split)}>
        <div
          aria-hidden="true"
          className={cx(
            card,
            css({
              fontFamily: 'mono',
              fontSize: { base: 'xs', md: 'sm' },
              lineHeight: 'code',
              overflow: 'hidden',
              order: { base: 1, lg: 0 },
            }),
          )}
        >
          <p className={css({ color: 'fg.subtle' })}>-- XPBar.client.lua</p>
          <p>
            <span className={css({ color: 'code.keyword' })}>local</span> function updateBar(xp,
            needed)
          </p>
          <p className={css({ pl: '4' })}>fill.Size = UDim2.fromScale(xp / needed, 1)</p>
          <p
            className={css({
              pl: '4',
              color: 'fg.subtle',
              fontStyle: 'italic',
              overflowWrap: 'anywhere',
            })}
          >
            label.Text = `${'{xp}'} / ${'{needed}'} XP`
            <span
              className={css({
                ml: '2',
                fontStyle: 'normal',
                fontSize: '2xs',
                color: 'fg.onAccent',
                bg: 'accent.default',
                borderRadius: 'sm',
                px: '1.5',
                py: '0.5',
              })}
            >
              Tab
            </span>
          </p>
          <p>end</p>
        </div>
        <div>
          <Badge tone="info">Coming Soon</Badge>
          <h2 id="tab-completion" className={cx(sectionTitle, css({ mt: '4' }))}>
            Ghost tab completion
          </h2>
          <p className={sectionLead}>
            Suggestions appear in grey as you type in the code editor. Press Tab to accept, keep
            typing to ignore. Powered by the same project understanding as the agent.
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
