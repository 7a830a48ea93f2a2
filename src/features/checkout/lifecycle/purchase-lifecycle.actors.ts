import type { ActivationCheckInput } from '../../../../machines/purchase-lifecycle.events'
import { getBillingInfo } from '../../../api/billing'
import type { ApiSession } from '../../../api/session'
import { getInvoices } from '../../../api/invoices'
import { hasPaidInvoice, isProPurchaseConfirmed } from '../../../domain/pending-purchase'

/** The purchase lifecycle's real actor, loaded only when a paid purchase is confirmed (purchase-lifecycle.ts provides it). */

/** Whether the backend shows the purchase: billing changed since before it (Pro), the paid invoice (top-up). Rejects as the call does. */
export async function checkActivation(
  { purchase, userId }: ActivationCheckInput,
  session: ApiSession,
): Promise<boolean> {
  if (purchase.type === 'subscription')
    return isProPurchaseConfirmed(await getBillingInfo(userId, { session }), purchase.billingBefore)
  const { invoices } = await getInvoices(userId, undefined, { session })
  return hasPaidInvoice(invoices ?? [], purchase)
}
