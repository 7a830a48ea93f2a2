import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background 0.15s, border-color 0.15s, color 0.15s',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'fg.onAccent',
        _hover: { _enabled: { bg: 'accent.hover' } },
      },
      outline: {
        borderColor: 'border.strong',
        color: 'fg.default',
        bg: 'transparent',
        _hover: { _enabled: { borderColor: 'accent.default', color: 'accent.text' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.muted',
        _hover: { _enabled: { color: 'fg.default', bg: 'bg.muted' } },
      },
      danger: {
        bg: 'danger.solid',
        color: 'white',
        _hover: { _enabled: { bg: '#b91c1c' } },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '6', fontSize: 'md' },
    },
    full: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
