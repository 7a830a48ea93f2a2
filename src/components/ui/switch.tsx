import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import { createStyleContext } from 'styled-system/jsx'
import { switchRecipe } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(switchRecipe)

export const Root = withProvider(ArkSwitch.Root, 'root')
export const Control = withContext(ArkSwitch.Control, 'control')
export const Thumb = withContext(ArkSwitch.Thumb, 'thumb')
export const Label = withContext(ArkSwitch.Label, 'label')
export const HiddenInput = ArkSwitch.HiddenInput
