import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    letterSpacing: '0.02em',
    borderWidth: '1px',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'rgba(245,158,11,0.35)' },
      neutral: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border.default' },
      success: { bg: 'success.bg', color: 'success.fg', borderColor: 'success.border' },
      danger: { bg: 'danger.bg', color: 'danger.fg', borderColor: 'danger.border' },
      info: { bg: '#0c1e3a', color: '#bfdbfe', borderColor: '#1d4ed8' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
