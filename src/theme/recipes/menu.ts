import { defineSlotRecipe } from '@pandacss/dev'
import { menuAnatomy } from '@ark-ui/react/anatomy'

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    content: {
      minW: '48',
      bg: 'bg.raised',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'control',
      boxShadow: 'lg',
      p: '1',
      zIndex: 'dropdown',
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '2',
      borderRadius: '6px',
      fontSize: 'sm',
      cursor: 'pointer',
      color: 'fg.default',
      _highlighted: { bg: 'bg.muted', color: 'accent.text' },
    },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border.default' },
  },
})
