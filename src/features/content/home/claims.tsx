import { css, cx } from 'styled-system/css'
import { container, Section } from '../shared/page'
import { card, cardText } from './home-styles'

// The four claims under the hero (footnoted by ClaimsFootnote).

const claims = [
  {
    value: '10X',
    label: 'cheaper',
    detail: 'Our models cost about 10X less than other vendors\u2019.',
  },
  { value: '90%+', label: 'accurate', detail: 'Accuracy of our models on Roblox tasks.' },
  {
    value: '<1.5s',
    label: 'per call on Free',
    detail: 'Free-plan inference takes under 1.5 seconds per call.',
  },
  {
    value: '100%',
    label: 'yours',
    detail: 'You own what you build: your games and code stay yours.',
  },
]

export function Claims() {
  return (
    <Section labelledBy="claims-title" className={css({ pb: '0!' })}>
      <div className={container}>
        <h2 id="claims-title" className={css({ srOnly: true })}>
          Our claims
        </h2>
        <ul
          className={css({
            display: 'grid',
            gap: { base: '3', md: '4' },
            gridTemplateColumns: {
              base: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          })}
        >
          {claims.map((c) => (
            <li key={c.label} className={card}>
              <p
                className={css({
                  fontSize: '2xs',
                  fontWeight: 'bold',
                  letterSpacing: 'capsWide',
                  textTransform: 'uppercase',
                  color: 'fg.subtle',
                })}
              >
                Our claim*
              </p>
              <p
                className={css({
                  mt: '2',
                  display: 'flex',
                  alignItems: 'baseline',
                  gap: '2',
                  flexWrap: 'wrap',
                })}
              >
                <span
                  className={css({
                    fontSize: { base: '2xl', md: '3xl' },
                    fontWeight: 'extrabold',
                    color: 'accent.text',
                    letterSpacing: 'heading',
                  })}
                >
                  {c.value}
                </span>
                <span
                  className={css({ fontWeight: 'semibold', fontSize: { base: 'sm', md: 'md' } })}
                >
                  {c.label}
                </span>
              </p>
              <p className={cx(cardText, css({ fontSize: { base: 'xs', md: 'sm' } }))}>
                {c.detail}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
