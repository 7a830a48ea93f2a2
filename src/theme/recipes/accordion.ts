import { defineSlotRecipe } from '@pandacss/dev'
import { accordionAnatomy } from '@ark-ui/react/anatomy'

export const accordion = defineSlotRecipe({
  className: 'accordion',
  slots: accordionAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3' },
    item: {
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'control',
      overflow: 'hidden',
      _open: { borderColor: 'border.strong' },
    },
    itemTrigger: {
      w: 'full',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      textAlign: 'left',
      px: '5',
      py: '4',
      fontWeight: 'semibold',
      cursor: 'pointer',
      _hover: { color: 'accent.text' },
    },
    itemIndicator: {
      transition: 'transform 0.2s',
      color: 'fg.muted',
      _open: { transform: 'rotate(180deg)' },
    },
    itemContent: { px: '5', pb: '5', color: 'fg.muted' },
  },
})
