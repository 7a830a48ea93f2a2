export { TopUpsPage } from './top-ups-page'
export { TopUpPurchaseActorContext } from './use-top-up-purchase'
