import type { SnapshotFrom } from 'xstate'
import type { topUpPurchaseMachine } from '../../../machines/top-up-purchase.machine'

/** Snapshot -> view props for the top-up store, so the views never spell state names. */
export type TopUpPurchaseSnapshot = SnapshotFrom<typeof topUpPurchaseMachine>

/** A purchase is under way (billing check or checkout launch): every Buy button is disabled. */
export const selectBusy = (s: TopUpPurchaseSnapshot) => s.hasTag('busy')

/** The package whose Buy button was pressed, while the billing check or the purchase runs. */
export const selectPendingPackageId = (s: TopUpPurchaseSnapshot) => (s.hasTag('busy') ? s.context.packageId : null)

/** The package marked in progress: its button reads 'Processing...'. */
export const selectProcessingPackageId = (s: TopUpPurchaseSnapshot) => (s.hasTag('purchasing') ? s.context.packageId : null)

export const selectUpgradeTipOpen = (s: TopUpPurchaseSnapshot) => s.matches('upgradeTip')

export const selectComingSoonOpen = (s: TopUpPurchaseSnapshot) => s.matches('comingSoon')

/** The 'Account Required' dialog's message and details, or null while it is closed. */
export const selectAccountRequired = (s: TopUpPurchaseSnapshot) => (s.matches('accountRequired') ? s.context.accountRequired : null)
