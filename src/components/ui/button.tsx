import { styled } from 'styled-system/jsx'
import { button } from 'styled-system/recipes'

export const Button = styled('button', button, { defaultProps: { type: 'button' } })
/** A router or plain anchor styled as a button; pass the link component with `as`-free composition. */
export const ButtonAnchor = styled('a', button)
