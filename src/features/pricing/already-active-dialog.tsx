import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ActiveSubscription } from '../../../machines/pro-purchase.machine'
import { Button } from '../../components/ui/button'
import * as Dialog from '../../components/ui/dialog'
import { PRO_PLAN_NAME } from '../../content/plans'
import { formatLongDate } from '../../lib/format'
import { closeOn, label, panel, type ClosableProps } from './dialog-parts'

/** "Next payment: September 11, 2025", or the end of a subscription cancelled within its period. */
export function subscriptionDetail(subscription: ActiveSubscription | null): string | null {
  if (!subscription) return null
  const ends = formatLongDate(subscription.endsAt)
  if (ends) return `Cancelled: your access continues until ${ends}.`
  const next = formatLongDate(subscription.nextPaymentDate)
  return next ? `Next payment: ${next}.` : null
}

/** An active subscription already exists: top-ups are the way to more tokens. */
export const AlreadyActiveDialog = memo(function AlreadyActiveDialog({
  open,
  onClose,
  subscription,
}: ClosableProps & { subscription: ActiveSubscription | null }) {
  const detail = subscriptionDetail(subscription)
  return (
    <Dialog.Root open={open} onOpenChange={closeOn(onClose)}>
      <Dialog.Frame>
        <Dialog.Title>Already Have an Active Subscription</Dialog.Title>
        <Dialog.Description>
          Your Pro subscription is already active. Need more tokens this month? Buy a token top-up
          instead: it adds to your balance right away.
        </Dialog.Description>
        {subscription ? (
          <div className={panel}>
            <p className={label}>Your subscription</p>
            <p className={css({ fontWeight: 'semibold', mt: '1' })}>
              {subscription.plan ?? PRO_PLAN_NAME}
            </p>
            {detail ? (
              <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>{detail}</p>
            ) : null}
          </div>
        ) : null}
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Link to="/token-topups" className={button()} onClick={onClose}>
            Buy Token Top-ups
          </Link>
        </Dialog.Footer>
      </Dialog.Frame>
    </Dialog.Root>
  )
})
