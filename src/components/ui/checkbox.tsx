import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import { createStyleContext } from 'styled-system/jsx'
import { checkbox } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(checkbox)

export const Root = withProvider(ArkCheckbox.Root, 'root')
export const Control = withContext(ArkCheckbox.Control, 'control')
export const Indicator = withContext(ArkCheckbox.Indicator, 'indicator')
export const Label = withContext(ArkCheckbox.Label, 'label')
export const HiddenInput = ArkCheckbox.HiddenInput
