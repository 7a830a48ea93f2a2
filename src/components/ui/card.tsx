import { styled } from 'styled-system/jsx'
import { card } from 'styled-system/recipes'

export const Card = styled('div', card)
