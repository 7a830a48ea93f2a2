import { defineSlotRecipe } from '@pandacss/dev'
import { tabsAnatomy } from '@ark-ui/react/anatomy'

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '6' },
    // The rule under the tabs is an inset shadow, which the selected tab's border paints over:
    // nothing hangs out of the list, so no engine gives it a scrollbar. The tabs wrap rather than
    // scroll on a screen too narrow for them.
    list: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '1',
      boxShadow: 'inset 0 -1px 0 {colors.border.default}',
      position: 'relative',
    },
    trigger: {
      px: { base: '3', sm: '4' },
      py: '2.5',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      _hover: { color: 'fg.default' },
      _selected: { color: 'accent.text', borderColor: 'accent.default' },
    },
    content: { _focusVisible: { outline: 'none' } },
  },
})
