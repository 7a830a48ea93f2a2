import { Field as ArkField } from '@ark-ui/react/field'
import { createStyleContext } from 'styled-system/jsx'
import { field } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(field)

export const Root = withProvider(ArkField.Root, 'root')
export const Label = withContext(ArkField.Label, 'label')
export const HelperText = withContext(ArkField.HelperText, 'helperText')
export const ErrorText = withContext(ArkField.ErrorText, 'errorText')
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator')
