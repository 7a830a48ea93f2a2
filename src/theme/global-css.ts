import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    lineHeight: '1.6',
    WebkitFontSmoothing: 'antialiased',
  },
  html: { colorScheme: 'dark', scrollPaddingTop: '80px' },
  a: { color: 'inherit', textDecoration: 'none' },
  '::selection': { bg: 'amber.500', color: 'fg.onAccent' },
  ':focus-visible': { outline: '2px solid {colors.amber.400}', outlineOffset: '2px' },
})
