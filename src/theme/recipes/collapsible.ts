import { defineSlotRecipe } from '@pandacss/dev'
import { collapsibleAnatomy } from '@ark-ui/react/anatomy'

export const collapsible = defineSlotRecipe({
  className: 'collapsible',
  slots: collapsibleAnatomy.keys(),
  base: {
    root: {},
    trigger: { w: 'full', cursor: 'pointer', textAlign: 'left' },
    indicator: { transition: 'transform 0.2s', _open: { transform: 'rotate(180deg)' } },
    content: {},
  },
})
