import type { SnapshotFrom } from 'xstate'
import type { PendingPurchase } from '../../domain/pending-purchase'
import type {
  AccountRequiredInfo,
  ActiveSubscription,
  proPurchaseMachine,
} from '../../../machines/pro-purchase.machine'

/**
 * Snapshot -> view props for the pricing page, so views never spell state names. Each selector
 * returns one primitive (or a stable context object) for `useSelector`.
 */
type Snapshot = SnapshotFrom<typeof proPurchaseMachine>

/** Which of the page's own dialogs is open. ('Processing Payment' belongs to the checkout child.) */
export type PricingDialog =
  | 'signInPrompt'
  | 'enterpriseSales'
  | 'alreadyActive'
  | 'upgradeToPro'
  | 'openCheckout'
  | 'accountRequired'
  | null

const DIALOG_BY_STATE: Record<string, PricingDialog> = {
  signInPrompt: 'signInPrompt',
  enterpriseSales: 'enterpriseSales',
  alreadyActive: 'alreadyActive',
  acknowledging: 'upgradeToPro',
  offeringResume: 'openCheckout',
  accountRequired: 'accountRequired',
}

export const selectOpenDialog = (s: Snapshot): PricingDialog =>
  typeof s.value === 'string' ? (DIALOG_BY_STATE[s.value] ?? null) : null

/** The subscription the buyer already has, while its dialog is open (a stable context object). */
export const selectActiveSubscription = (s: Snapshot): ActiveSubscription | null =>
  s.context.activeSubscription

/** The early-access box is ticked. */
export const selectAcknowledged = (s: Snapshot): boolean => s.context.acknowledged

/** Proceed is enabled: the acknowledgement dialog is open and ticked. */
export const selectCanProceed = (s: Snapshot): boolean =>
  selectOpenDialog(s) === 'upgradeToPro' && s.context.acknowledged

/** The plan whose button reads 'Processing...', or null. */
export const selectProcessingPlan = (s: Snapshot): string | null => s.context.processingPlan

/** Every buy button is disabled while a Get Pro is being checked or purchased: nothing is charged twice. */
export const selectBuyButtonsDisabled = (s: Snapshot): boolean => s.hasTag('busy')

/** The server's message and details for 'Account Required' (empty texts fall back to the spec's defaults in the dialog). */
export const selectAccountRequired = (s: Snapshot): AccountRequiredInfo | null =>
  s.context.accountRequired

/** The Pro checkout already open in this browser, while Resume / Start over is offered (a stable context object). */
export const selectOpenCheckout = (s: Snapshot): PendingPurchase | null =>
  s.matches('offeringResume') ? s.context.openCheckout : null
