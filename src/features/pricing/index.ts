export { PricingPage } from './pricing-page'
export { ProPurchaseActorContext } from './use-pro-purchase'
