import { defineSlotRecipe } from '@pandacss/dev'
import { dialogAnatomy } from '@ark-ui/react/anatomy'

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'rgba(3, 4, 8, 0.72)',
      backdropFilter: 'blur(4px)',
      zIndex: 'overlay',
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      zIndex: 'modal',
      overflowY: 'auto',
    },
    content: {
      position: 'relative',
      w: 'full',
      maxW: 'md',
      bg: 'bg.raised',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'card',
      boxShadow: '0 30px 80px -20px rgba(0,0,0,0.7)',
      p: { base: '5', sm: '6' },
      maxH: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      _focusVisible: { outline: 'none' },
    },
    title: { fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3', pr: '8' },
    description: { color: 'fg.muted', fontSize: 'sm', mt: '1' },
    closeTrigger: {
      position: 'absolute',
      top: '3',
      right: '3',
      w: '8',
      h: '8',
      display: 'grid',
      placeItems: 'center',
      borderRadius: 'control',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
    },
    trigger: {},
  },
  variants: {
    size: {
      md: { content: { maxW: 'md' } },
      lg: { content: { maxW: 'xl' } },
    },
  },
  defaultVariants: { size: 'md' },
})
