import { defineRecipe } from '@pandacss/dev'

/** A full-width header band under a glow from above, ruled off from the page below. */
export const band = defineRecipe({
  className: 'band',
  base: {
    borderBottomWidth: 'hairline',
    borderColor: 'border.default',
  },
  variants: {
    glow: {
      page: { bgGradient: 'pageHeader' },
      accent: { bgGradient: 'bandGlow' },
      soft: { bgGradient: 'bandGlowSoft' },
      success: { bgGradient: 'bandGlowSuccess' },
    },
  },
  defaultVariants: { glow: 'page' },
})
