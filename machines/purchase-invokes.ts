/** The purchase machines' invoked children, each named after its src: one name for the child,
 *  its `xstate.done.actor.*` events and `snapshot.children`. */
export const CHECKOUT_LAUNCH = 'checkoutLaunch'
export const FETCH_BILLING_INFO = 'fetchBillingInfo'
