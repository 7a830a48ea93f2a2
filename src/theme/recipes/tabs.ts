import { defineSlotRecipe } from '@pandacss/dev'
import { tabsAnatomy } from '@ark-ui/react/anatomy'

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '6' },
    list: {
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      overflowX: 'auto',
      position: 'relative',
    },
    trigger: {
      px: '4',
      py: '2.5',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      mb: '-1px',
      _hover: { color: 'fg.default' },
      _selected: { color: 'accent.text', borderColor: 'accent.default' },
    },
    content: { _focusVisible: { outline: 'none' } },
  },
})
