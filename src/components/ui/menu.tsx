import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { createStyleContext } from 'styled-system/jsx'
import { menu } from 'styled-system/recipes'

const { withRootProvider, withContext } = createStyleContext(menu)

export const Root = withRootProvider(ArkMenu.Root)
export const Trigger = withContext(ArkMenu.Trigger, 'trigger')
export const Positioner = withContext(ArkMenu.Positioner, 'positioner')
export const Content = withContext(ArkMenu.Content, 'content')
export const Item = withContext(ArkMenu.Item, 'item')
export const Separator = withContext(ArkMenu.Separator, 'separator')
