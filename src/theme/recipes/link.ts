import { defineRecipe } from '@pandacss/dev'

/** An underlined link in running text; a page adds its weight and hover colour. */
export const link = defineRecipe({
  className: 'link',
  base: {
    color: 'accent.text',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
})
