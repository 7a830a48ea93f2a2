import { defineSlotRecipe } from '@pandacss/dev'
import { switchAnatomy } from '@ark-ui/react/anatomy'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  // The recipe's key is switchRecipe ('switch' is a keyword); its components are used as <Switch.*>.
  jsx: ['Switch', 'Switch.Root', 'Switch.Control', 'Switch.Thumb', 'Switch.Label'],
  slots: switchAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer' },
    control: {
      w: '11',
      h: '6',
      p: '0.5',
      display: 'inline-flex',
      alignItems: 'center',
      borderRadius: 'full',
      bg: 'ink.600',
      transition: 'background 0.15s',
      _checked: { bg: 'accent.default' },
      '[data-focus-visible] &': { outline: '2px solid {colors.amber.400}', outlineOffset: '2px' },
    },
    thumb: {
      w: '5',
      h: '5',
      borderRadius: 'full',
      bg: 'white',
      transition: 'transform 0.15s',
      _checked: { transform: 'translateX(20px)' },
    },
    label: { fontSize: 'sm', fontWeight: 'medium' },
  },
})
