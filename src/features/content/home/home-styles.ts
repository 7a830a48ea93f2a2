import { css } from 'styled-system/css'
import { card as cardRecipe } from 'styled-system/recipes'

// Card and row styles shared by the home page's sections.

export const card = cardRecipe()
export const iconTile = css({
  w: '10',
  h: '10',
  borderRadius: 'control',
  display: 'grid',
  placeItems: 'center',
  bg: 'accent.subtle',
  color: 'accent.text',
  flexShrink: 0,
})
export const cardTitle = css({ fontSize: 'lg', fontWeight: 'semibold', mt: '4' })
export const cardText = css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })
export const ctaRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' })
