import { css } from 'styled-system/css'

/** What the pricing page's dialogs share: their layout and how they report a close. */

export const panel = css({
  mt: '4',
  p: '4',
  borderRadius: 'control',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'border.default',
})
export const list = css({ display: 'flex', flexDirection: 'column', gap: '2.5', fontSize: 'sm' })
export const label = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: 'fg.subtle',
  mb: '2',
})

export interface ClosableProps {
  open: boolean
  onClose: () => void
}

/** Ark's open-change handler that reports a close. */
export const closeOn = (onClose: () => void) => (d: { open: boolean }) => {
  if (!d.open) onClose()
}
