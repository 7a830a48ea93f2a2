import { Collapsible as ArkCollapsible } from '@ark-ui/react/collapsible'
import { createStyleContext } from 'styled-system/jsx'
import { collapsible } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(collapsible)

export const Root = withProvider(ArkCollapsible.Root, 'root')
export const Trigger = withContext(ArkCollapsible.Trigger, 'trigger')
export const Indicator = withContext(ArkCollapsible.Indicator, 'indicator')
export const Content = withContext(ArkCollapsible.Content, 'content')
