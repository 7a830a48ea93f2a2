import type { SnapshotFrom } from 'xstate'
import type { topUpPurchaseMachine } from '../../../machines/top-up-purchase.machine'

/** Snapshot -> view props for the top-up store, so the views never spell state names. */
export type TopUpPurchaseSnapshot = SnapshotFrom<typeof topUpPurchaseMachine>

/** A purchase is under way (billing check or checkout launch): every Buy button is disabled. */
export const selectBusy = (s: TopUpPurchaseSnapshot) => s.hasTag('busy')

/** The package whose Buy button was pressed, while the billing check or the purchase runs. */
export const selectPendingPackageId = (s: TopUpPurchaseSnapshot) =>
  s.hasTag('busy') ? s.context.packageId : null

/** The package marked in progress: its button reads 'Processing...'. */
export const selectProcessingPackageId = (s: TopUpPurchaseSnapshot) =>
  s.hasTag('purchasing') ? s.context.packageId : null

export const selectUpgradeTipOpen = (s: TopUpPurchaseSnapshot) => s.matches('upgradeTip')

export const selectComingSoonOpen = (s: TopUpPurchaseSnapshot) => s.matches('comingSoon')

/** The 'Account Required' dialog's message and details, or null while it is closed. */
export const selectAccountRequired = (s: TopUpPurchaseSnapshot) =>
  s.matches('accountRequired') ? s.context.accountRequired : null

/** The package's checkout already open in this browser, while Resume / Start over is offered (a stable context object). */
export const selectOpenCheckout = (s: TopUpPurchaseSnapshot) =>
  s.matches('offeringResume') ? s.context.openCheckout : null

/** One of the page's own dialogs is open (its code loads then). */
export const selectAnyDialogOpen = (s: TopUpPurchaseSnapshot) =>
  selectUpgradeTipOpen(s) ||
  selectComingSoonOpen(s) ||
  selectAccountRequired(s) !== null ||
  selectOpenCheckout(s) !== null

/** The package the Coming Soon notice names, while it is open. */
export const selectComingSoonPackageId = (s: TopUpPurchaseSnapshot) =>
  selectComingSoonOpen(s) ? s.context.packageId : null

/** The package whose Buy button was pressed last (the Processing Payment dialog names it). */
export const selectPackageId = (s: TopUpPurchaseSnapshot) => s.context.packageId
