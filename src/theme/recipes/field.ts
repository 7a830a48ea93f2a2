import { defineSlotRecipe } from '@pandacss/dev'
import { fieldAnatomy } from '@ark-ui/react/anatomy'

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    helperText: { fontSize: 'xs', color: 'fg.subtle' },
    errorText: { fontSize: 'xs', color: 'danger.fg' },
    requiredIndicator: { color: 'accent.text', ml: '0.5' },
    input: {},
    select: {},
    textarea: {},
  },
})
