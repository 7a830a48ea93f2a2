import { css } from 'styled-system/css'

/** Shared looks of the dashboard's cards. */
export const cardHeading = css({
  fontSize: 'lg',
  fontWeight: 'semibold',
  color: 'fg.default',
  lineHeight: 'tight',
})
export const cardIntro = css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })
export const eyebrow = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: 'label',
  textTransform: 'uppercase',
  color: 'fg.subtle',
})
export const bigFigure = css({
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: 'bold',
  letterSpacing: 'heading',
  lineHeight: 'display',
  color: 'fg.default',
})
export const cardStack = css({ display: 'flex', flexDirection: 'column', gap: '4', h: 'full' })
export const cardActions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: 'auto', pt: '2' })
export const cardHeader = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
})
export const errorRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '3',
  bg: 'danger.bg',
  borderWidth: 'hairline',
  borderColor: 'danger.border',
  color: 'danger.fg',
  borderRadius: 'control',
  px: '4',
  py: '3',
  fontSize: 'sm',
})
export const loadingRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg.muted',
  fontSize: 'sm',
  py: '2',
})
export const visuallyHidden = css({ srOnly: true })
