import { embeddedCheckoutMachine } from '../../../../machines/embedded-checkout.machine'

/** The app's embedded checkout (a child of the app, held for the session: one checkout at a
 *  time). The widget's code loads with the host and the toast's with the first error, not here:
 *  the root is in every page's first load. */
export const embeddedCheckoutLogic = embeddedCheckoutMachine.provide({
  actions: {
    showPaymentError: (_, message) =>
      void import('../purchase/show-checkout-error').then((m) => m.showCheckoutError(message)),
  },
})
