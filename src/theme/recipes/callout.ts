import { defineRecipe } from '@pandacss/dev'

/**
 * An amber-bordered panel lit from one side: a page's call to action, claim or contact offer.
 * A page adds its own padding and alignment.
 */
export const callout = defineRecipe({
  className: 'callout',
  base: {
    bg: 'bg.surface',
    borderWidth: 'hairline',
    borderColor: 'accent.border',
    borderRadius: 'card',
  },
  variants: {
    glow: {
      corner: { bgGradient: 'calloutCorner' },
      left: { bgGradient: 'calloutLeft' },
      top: { bgGradient: 'calloutTop' },
      topSoft: { bgGradient: 'calloutTopSoft' },
      closing: { bgGradient: 'closing' },
    },
    tone: {
      default: {},
      strong: { borderColor: 'accent.borderStrong' },
    },
  },
  defaultVariants: { glow: 'top', tone: 'default' },
})
