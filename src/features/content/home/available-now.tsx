import type { ComponentType, SVGProps } from 'react'
import { css, cx } from 'styled-system/css'
import {
  ChatIcon,
  CodeIcon,
  ImportIcon,
  LayersIcon,
  RewindIcon,
  SearchIcon,
  SparkIcon,
  UsersIcon,
} from '../shared/icons'
import { container, eyebrow, Section, sectionLead, sectionTitle } from '../shared/page'
import { card, iconTile, cardTitle, cardText } from './home-styles'

// What the app does today, one card per feature.

interface Feature {
  title: string
  text: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

const features: Feature[] = [
  {
    title: 'Agent and Ask modes',
    text: 'Let the AI make the changes, or ask questions without touching your project.',
    Icon: ChatIcon,
  },
  {
    title: 'Super Agent mode',
    text: 'Builds whole game systems across many scripts, and asks before anything runs.',
    Icon: SparkIcon,
  },
  {
    title: 'Codebase indexing',
    text: 'The AI understands your entire game, not just the script you have open.',
    Icon: LayersIcon,
  },
  {
    title: 'Checkpoints and rollback',
    text: 'A checkpoint before every change. Roll back to any of them in one click.',
    Icon: RewindIcon,
  },
  {
    title: 'Integrated code editor',
    text: 'Review, edit and accept AI changes in a Luau editor with diffs.',
    Icon: CodeIcon,
  },
  {
    title: 'Files, properties and code search',
    text: 'Reads project files and instance properties, and searches all your code.',
    Icon: SearchIcon,
  },
  {
    title: 'Collaboration with friends',
    text: 'Invite friends and build the same project together.',
    Icon: UsersIcon,
  },
  {
    title: 'Roblox project import',
    text: 'Bring an existing Roblox project in and index it in one step.',
    Icon: ImportIcon,
  },
]

export function AvailableNow() {
  return (
    <Section labelledBy="available-now">
      <div className={container}>
        <p className={eyebrow}>Shipping today</p>
        <h2 id="available-now" className={cx(sectionTitle, css({ mt: '2' }))}>
          Available Now
        </h2>
        <p className={sectionLead}>Everything below ships in the desktop app today.</p>
        <ul
          className={css({
            mt: '10',
            display: 'grid',
            gap: '4',
            gridTemplateColumns: {
              base: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          })}
        >
          {features.map(({ title, text, Icon }) => (
            <li
              key={title}
              className={cx(
                card,
                css({ display: { base: 'flex', sm: 'block' }, gap: '4', alignItems: 'flex-start' }),
              )}
            >
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
