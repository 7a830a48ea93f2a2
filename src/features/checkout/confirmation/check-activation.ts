import { fromPromise } from 'xstate'
import type { ActivationCheckInput } from '../../../../machines/purchase-confirmation.machine'
import { getBillingInfo } from '../../../api/billing'
import { getInvoices } from '../../../api/invoices'
import { hasPaidInvoice, isSubscriptionActivated } from '../../../domain/pending-purchase'

/** Whether the backend shows the purchase: billing for Pro, the paid invoice for a top-up. Rejects as the call does. */
export async function checkActivation({ purchase, userId }: ActivationCheckInput): Promise<boolean> {
  if (purchase.type === 'subscription') return isSubscriptionActivated(await getBillingInfo(userId))
  const { invoices } = await getInvoices(userId)
  return hasPaidInvoice(invoices ?? [], purchase)
}

export const checkActivationLogic = fromPromise<boolean, ActivationCheckInput>(({ input }) => checkActivation(input))
