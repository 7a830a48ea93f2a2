import { css } from 'styled-system/css'

/** The signed-in account button's width: the whole address from 1280 px on (where the header has
 *  room for it in every engine's fonts), cut with an ellipsis below. */
export const accountButtonWidth = css({ maxW: { base: '28', sm: '64', xl: '80' }, minW: '0' })
