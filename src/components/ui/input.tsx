import { Field } from '@ark-ui/react/field'
import { styled } from 'styled-system/jsx'
import { input } from 'styled-system/recipes'

/** An Ark Field input: it takes its id, aria-describedby and invalid state from the surrounding Field. */
export const Input = styled(Field.Input, input)
