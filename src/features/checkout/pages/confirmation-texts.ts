import { SUPPORT_EMAIL } from '../../../config'

/** The texts of /checkout-success before (or without) a purchase the backend confirmed: success is claimed only once it does. */
export const CONFIRMING_PAYMENT = 'Confirming your payment...'

export const activationDelayedMessage = (reference: string) =>
  `Your payment was received by the checkout provider, and activation is taking longer than usual. We will keep checking; if it has not appeared within a few minutes, write to ${SUPPORT_EMAIL} with reference ${reference}.`

export const NO_PURCHASE_TITLE = 'No purchase to confirm'
export const NO_PURCHASE_TEXT =
  'This page confirms a purchase made in this browser, and none is waiting here. Your plan and invoices are always on your dashboard.'
export const SIGN_IN_TITLE = 'Sign in to see your purchase'
export const SIGN_IN_TEXT =
  'Sign in with the account you paid with, and this page confirms your purchase.'
