import { defineRecipe } from '@pandacss/dev'

export const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'card',
    p: { base: '5', md: '6' },
  },
  variants: {
    highlight: {
      true: {
        borderColor: 'accent.default',
        boxShadow: '0 0 0 1px {colors.amber.500}, 0 20px 60px -20px rgba(245,158,11,0.35)',
      },
    },
  },
})
