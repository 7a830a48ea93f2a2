import { defineRecipe } from '@pandacss/dev'

export const input = defineRecipe({
  className: 'input',
  base: {
    w: 'full',
    h: '10',
    px: '3',
    bg: 'bg.canvas',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'control',
    fontSize: 'sm',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: {
      outline: '2px solid {colors.amber.400}',
      outlineOffset: '0',
      borderColor: 'accent.default',
    },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    _readOnly: { bg: 'bg.muted', color: 'fg.muted' },
    _invalid: { borderColor: 'danger.border' },
  },
})
