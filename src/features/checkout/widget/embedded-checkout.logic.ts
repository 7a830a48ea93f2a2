import { embeddedCheckoutMachine } from '../../../../machines/embedded-checkout.machine'
import { showCheckoutError } from '../purchase/show-checkout-error'

/** The app's embedded checkout (a child of the app, held for the session: one checkout at a
 *  time); the widget's code loads with the host, not here. */
export const embeddedCheckoutLogic = embeddedCheckoutMachine.provide({
  actions: { showPaymentError: (_, message) => showCheckoutError(message) },
})
