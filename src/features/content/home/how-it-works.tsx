import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { latestReleaseInfo } from '../../../content/latest-release'
import { DownloadIcon } from '../shared/icons'
import { container, eyebrow, Section, sectionTitle } from '../shared/page'
import { cardTitle, cardText, ctaRow } from './home-styles'

// Three steps from download to a reviewed change.

const steps = [
  {
    title: 'Download and create your account',
    text: 'Install the Windows app and create your free account inside it.',
  },
  {
    title: 'Describe your game idea',
    text: 'Connect Roblox Studio and say what you want in plain English: a shop, a zombie wave, a loading screen.',
  },
  {
    title: 'Review, apply, roll back',
    text: 'SuperbulletAI writes the systems, UI, effects and code. Review every change; checkpoints let you undo anything.',
  },
]

export function HowItWorks() {
  return (
    <Section
      labelledBy="how-it-works"
      className={css({ bg: 'bg.surface', borderYWidth: '1px', borderColor: 'border.default' })}
    >
      <div className={container}>
        <p className={eyebrow}>From idea to game</p>
        <h2 id="how-it-works" className={cx(sectionTitle, css({ mt: '2' }))}>
          How it works in 3 steps
        </h2>
        <ol
          className={css({
            mt: '10',
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
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
          <a href={latestReleaseInfo.downloadUrl} className={button()}>
            <DownloadIcon width={16} height={16} /> Download for Windows
          </a>
        </div>
      </div>
    </Section>
  )
}
