import { createActor, fromTransition, type SnapshotFrom } from 'xstate'
import { inspector } from '../../../inspect'
import { once } from '../../../lib/once'

/**
 * What the shell's checkout host shows besides the widget: whether a checkout was launched yet
 * (the shell loads the host only then) and the Popup Blocked dialog's vetted address. The only
 * checkout state in the initial bundle, so it holds no widget code.
 */
export interface CheckoutHostState {
  launched: boolean
  blockedUrl: string | null
}

export type CheckoutHostEvent =
  | { type: 'checkout.launched' }
  | { type: 'popupBlocked.show'; url: string }
  | { type: 'popupBlocked.close' }

export const checkoutHostLogic = fromTransition(
  (state: CheckoutHostState, event: CheckoutHostEvent): CheckoutHostState => {
    switch (event.type) {
      case 'checkout.launched':
        return state.launched ? state : { ...state, launched: true }
      case 'popupBlocked.show':
        return { launched: true, blockedUrl: event.url }
      case 'popupBlocked.close':
        return { ...state, blockedUrl: null }
    }
  },
  { launched: false, blockedUrl: null },
)

/** The app-global host state, created on first use. */
export const getCheckoutHost = once(() =>
  createActor(checkoutHostLogic, { inspect: inspector }).start(),
)

type Snapshot = SnapshotFrom<typeof checkoutHostLogic>
export const selectLaunched = (s: Snapshot) => s.context.launched
export const selectBlockedUrl = (s: Snapshot) => s.context.blockedUrl

export const markCheckoutLaunched = () => getCheckoutHost().send({ type: 'checkout.launched' })
/** Opens the Popup Blocked dialog with a link to this (already vetted) address. */
export const showPopupBlocked = (url: string) =>
  getCheckoutHost().send({ type: 'popupBlocked.show', url })
export const closePopupBlocked = () => getCheckoutHost().send({ type: 'popupBlocked.close' })
