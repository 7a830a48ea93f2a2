import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { toaster } from '../../../components/ui/toast-store'
import { TOP_UP_PACKAGES } from '../../../content/top-ups'
import type { PendingPurchase } from '../../../domain/pending-purchase'

const link = css({
  color: 'accent.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  ml: '1',
})

/** The toast's words for a confirmed purchase: the plan, or the top-up's tokens (the store's rule). */
export function purchaseConfirmedText(
  purchase: Pick<PendingPurchase, 'type' | 'itemId' | 'name'>,
): string {
  if (purchase.type === 'subscription') return `Your ${purchase.name} plan is active.`
  const tokens = TOP_UP_PACKAGES.find((p) => p.id === purchase.itemId)?.token_amount
  return tokens ? `Your ${tokens} tokens are credited.` : `Your ${purchase.name} is credited.`
}

/** Confirmed away from /checkout-success: a toast with a link to the Billing tab; nothing moves. */
export const showPurchaseConfirmed = (purchase: PendingPurchase) =>
  toaster.success({
    title: 'Payment confirmed',
    description: (
      <>
        {purchaseConfirmedText(purchase)}
        <Link to="/dashboard/billing" className={link}>
          Go to Billing
        </Link>
      </>
    ),
  })
