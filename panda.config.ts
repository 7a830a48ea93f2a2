import { defineConfig } from '@pandacss/dev'
import { globalCss } from './src/theme/global-css'
import { semanticTokens, tokens } from './src/theme/tokens'
import { recipes, slotRecipes } from './src/theme/recipes'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  strictTokens: true,
  strictPropertyValues: true,
  globalCss,
  // Slot recipes are used through createStyleContext under local names (<Root>, <Content>) that
  // the extractor does not always trace: generate every recipe's CSS, always.
  staticCss: { recipes: '*' },
  conditions: {
    extend: {
      invalid: '&:is([data-invalid], [aria-invalid=true])',
    },
  },
  theme: {
    extend: { tokens, semanticTokens, recipes, slotRecipes },
  },
  hooks: {
    // preset-base sets 33 custom properties on every element and pseudo-element, for composed
    // filters, transforms and gradient stops this site does not use. Every style recalculation
    // then rebuilds them per element: opening a dialog on /pricing took about a quarter longer.
    'preset:resolved': ({ preset, name, utils }) =>
      name === '@pandacss/preset-base' ? utils.omit(preset, ['globalCss']) : undefined,
  },
})
