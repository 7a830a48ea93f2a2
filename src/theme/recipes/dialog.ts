import { defineSlotRecipe } from '@pandacss/dev'
import { dialogAnatomy } from '@ark-ui/react/anatomy'

export const dialog = defineSlotRecipe({
  className: 'dialog',
  // A footer of our own: the actions stay in view while a long body scrolls on a small screen.
  slots: [...dialogAnatomy.keys(), 'footer'],
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
    // Sticky at the content's bottom edge (the scrolling box), over the body that scrolls under
    // it; the negative offsets take the content's padding so it spans the dialog's width and
    // meets its bottom edge. On a narrow screen the primary action (the last button) stands
    // first and every button is full width.
    footer: {
      position: 'sticky',
      bottom: { base: '-5', sm: '-6' },
      zIndex: '1',
      display: 'flex',
      flexDirection: { base: 'column-reverse', sm: 'row' },
      justifyContent: 'flex-end',
      gap: '3',
      mt: '6',
      mx: { base: '-5', sm: '-6' },
      mb: { base: '-5', sm: '-6' },
      px: { base: '5', sm: '6' },
      py: '4',
      bg: 'bg.raised',
      borderTopWidth: '1px',
      borderColor: 'border.default',
      borderBottomRadius: 'card',
      '& > *': { w: { base: 'full', sm: 'auto' } },
    },
  },
  variants: {
    size: {
      md: { content: { maxW: 'md' } },
      lg: { content: { maxW: 'xl' } },
    },
  },
  defaultVariants: { size: 'md' },
})
