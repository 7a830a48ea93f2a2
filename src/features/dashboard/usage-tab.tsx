import { css } from 'styled-system/css'
import { Card } from '../../components/ui/card'
import { formatTokenMillions } from '../../lib/format'
import { bigFigure, cardHeading, cardIntro, eyebrow } from './dashboard-styles'

const stats = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
})
const statCard = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const historyBody = css({
  position: 'relative',
  mt: '5',
  borderRadius: 'control',
  overflow: 'hidden',
})
const sampleTable = css({
  filter: 'auto',
  blur: 'veil',
  opacity: 0.6,
  userSelect: 'none',
  pointerEvents: 'none',
  display: 'flex',
  flexDirection: 'column',
})
const sampleRow = css({
  display: 'grid',
  gridTemplateColumns: '1.4fr 1fr 1fr',
  gap: '3',
  py: '3',
  px: '4',
  fontSize: 'sm',
  color: 'fg.muted',
  borderBottomWidth: 'hairline',
  borderColor: 'border.default',
})
const overlay = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  textAlign: 'center',
  px: '4',
  bg: 'bg.veil',
})

/** Illustrative rows behind the blur: not data, hidden from assistive technology. */
const SAMPLE_ROWS = [
  ['September 11, 2025', '1.2M tokens', '14 sessions'],
  ['September 10, 2025', '860K tokens', '9 sessions'],
  ['September 9, 2025', '2.4M tokens', '21 sessions'],
  ['September 8, 2025', '540K tokens', '6 sessions'],
  ['September 7, 2025', '1.7M tokens', '17 sessions'],
] as const

function Stat({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card className={statCard}>
      <span className={eyebrow}>{label}</span>
      <span className={bigFigure}>{value}</span>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{note}</span>
    </Card>
  )
}

export function UsageTab() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <section aria-label="Usage this month" className={stats}>
        <Stat label="Tokens used" value={formatTokenMillions(0)} note="This billing period" />
        <Stat label="Chat sessions" value="0" note="Conversations with the assistant" />
        <Stat label="Total tokens used" value="0" note="Since you joined" />
      </section>
      <Card>
        <h2 className={cardHeading}>Usage History</h2>
        <p className={cardIntro}>Your daily token use and chat sessions.</p>
        <div className={historyBody}>
          <div className={sampleTable} aria-hidden="true" data-testid="usage-history-sample" inert>
            {SAMPLE_ROWS.map(([date, tokens, sessions]) => (
              <div key={date} className={sampleRow}>
                <span>{date}</span>
                <span>{tokens}</span>
                <span>{sessions}</span>
              </div>
            ))}
          </div>
          <div className={overlay}>
            <span className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'accent.text' })}>
              Coming Soon
            </span>
            <span className={css({ fontSize: 'sm', color: 'fg.default', maxW: 'sm' })}>
              A day-by-day history of your usage is on its way.
            </span>
          </div>
        </div>
      </Card>
    </div>
  )
}
