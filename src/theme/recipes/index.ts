import { accordion } from './accordion'
import { badge } from './badge'
import { band } from './band'
import { button } from './button'
import { callout } from './callout'
import { card } from './card'
import { checkbox } from './checkbox'
import { collapsible } from './collapsible'
import { dialog } from './dialog'
import { field } from './field'
import { input } from './input'
import { link } from './link'
import { menu } from './menu'
import { switchRecipe } from './switch'
import { tabs } from './tabs'
import { toast } from './toast'

export const recipes = { button, badge, band, callout, card, input, link }
export const slotRecipes = {
  accordion,
  checkbox,
  collapsible,
  dialog,
  field,
  menu,
  switchRecipe,
  tabs,
  toast,
}
