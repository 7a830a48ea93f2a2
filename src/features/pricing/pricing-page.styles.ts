import { css, cx } from 'styled-system/css'
import { link } from 'styled-system/recipes'

export const page = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  pb: { base: '16', md: '24' },
})
export const hero = css({
  textAlign: 'center',
  pt: { base: '12', md: '20' },
  pb: { base: '8', md: '10' },
  maxW: '3xl',
  mx: 'auto',
})
export const h1 = css({
  fontSize: { base: '4xl', md: '6xl' },
  fontWeight: 'extrabold',
  letterSpacing: 'display',
  lineHeight: 'headline',
  mt: '4',
})
export const lead = css({
  color: 'fg.muted',
  fontSize: { base: 'md', md: 'lg' },
  mt: '4',
  lineHeight: 'body',
})
export const accentText = css({ color: 'accent.text' })
export const disclaimer = css({
  maxW: '4xl',
  mx: 'auto',
  display: 'flex',
  gap: '4',
  alignItems: 'flex-start',
  flexDirection: { base: 'column', sm: 'row' },
  // The panel's gradient alone, over the page (not over the card's surface colour).
  bgColor: 'transparent',
  bgGradient: 'accentPanel',
  borderColor: 'accent.borderSoft',
})
export const disclaimerIcon = css({
  flexShrink: '0',
  w: '10',
  h: '10',
  borderRadius: 'full',
  display: 'grid',
  placeItems: 'center',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontWeight: 'extrabold',
})
export const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { base: '5', lg: '6' },
  mt: { base: '10', md: '14' },
  alignItems: 'stretch',
})
export const featureLink = cx(
  link(),
  css({ fontWeight: 'semibold', cursor: 'pointer', _hover: { color: 'accent.hover' } }),
)
export const moreLinks = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  justifyContent: 'center',
  alignItems: 'center',
  mt: '10',
  color: 'fg.muted',
  fontSize: 'sm',
})
export const indexing = css({
  mt: { base: '16', md: '24' },
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1.1fr 0.9fr' },
  gap: { base: '8', lg: '12' },
  alignItems: 'center',
  scrollMarginTop: '24',
  _focusVisible: { outline: 'none' },
})
export const eyebrow = css({
  color: 'accent.text',
  fontWeight: 'bold',
  fontSize: 'sm',
  letterSpacing: 'caps',
  textTransform: 'uppercase',
})
export const h2 = css({
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: 'extrabold',
  letterSpacing: 'heading',
  mt: '2',
  lineHeight: 'title',
})
export const bullets = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '6' })
export const bullet = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  color: 'fg.default',
})
export const tick = css({ flexShrink: '0', mt: '1', color: 'accent.text' })
export const codePanel = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  lineHeight: 'code',
  color: 'fg.muted',
  bg: 'bg.surface',
  overflowX: 'auto',
})
export const treeDir = css({ color: 'fg.default' })
export const treeHit = css({ color: 'accent.text' })
export const proAction = css({ minW: '0' })
