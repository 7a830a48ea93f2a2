import { defineSlotRecipe } from '@pandacss/dev'
import { checkboxAnatomy } from '@ark-ui/react/anatomy'

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: checkboxAnatomy.keys(),
  base: {
    // Not selectable: Chromium's <label> does not pass a click on its text to the box while a
    // word elsewhere is selected (as the double click that opened a dialog leaves one).
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      cursor: 'pointer',
      userSelect: 'none',
    },
    control: {
      flexShrink: 0,
      mt: '0.5',
      w: '5',
      h: '5',
      display: 'grid',
      placeItems: 'center',
      borderWidth: '2px',
      borderColor: 'border.strong',
      borderRadius: '5px',
      color: 'fg.onAccent',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _focusVisible: { outline: '2px solid {colors.amber.400}', outlineOffset: '2px' },
      '[data-focus-visible] &': { outline: '2px solid {colors.amber.400}', outlineOffset: '2px' },
    },
    label: { fontSize: 'sm', color: 'fg.default' },
    indicator: {},
    group: {},
  },
})
