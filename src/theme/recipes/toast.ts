import { defineSlotRecipe } from '@pandacss/dev'
import { toastAnatomy } from '@ark-ui/react/anatomy'

export const toast = defineSlotRecipe({
  className: 'toast',
  // toaster.tsx renders the styled parts under local names (<Root>, <Title>...), which Panda's
  // default 'Toast' match misses: without these the build ships no toast styles.
  jsx: ['Toast', 'Root', 'Title', 'Description', 'CloseTrigger'],
  slots: toastAnatomy.keys(),
  base: {
    root: {
      bg: 'bg.raised',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'control',
      boxShadow: '0 20px 50px -15px rgba(0,0,0,0.8)',
      p: '4',
      pr: '10',
      w: 'min(calc(100vw - 2rem), 380px)',
      position: 'relative',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms',
      '&[data-type=error]': { bg: 'danger.bg', borderColor: 'danger.border' },
      '&[data-type=success]': { bg: 'success.bg', borderColor: 'success.border' },
    },
    title: { fontWeight: 'semibold', fontSize: 'sm' },
    description: {
      fontSize: 'sm',
      color: 'fg.muted',
      '[data-type=error] &': { color: 'danger.fg' },
    },
    closeTrigger: {
      position: 'absolute',
      top: '2',
      right: '2',
      w: '7',
      h: '7',
      display: 'grid',
      placeItems: 'center',
      borderRadius: '6px',
      cursor: 'pointer',
      color: 'fg.muted',
      _hover: { bg: 'rgba(255,255,255,0.08)', color: 'fg.default' },
    },
  },
})
