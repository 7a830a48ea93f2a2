import { memo } from 'react'
import { Button } from '../../../components/ui/button'
import * as Dialog from '../../../components/ui/dialog'
import type { PendingPurchase } from '../../../domain/pending-purchase'
import { formatCharge } from '../../../lib/format'

export const OPEN_CHECKOUT_TITLE = 'Checkout already open'

const startedAt = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

export interface OpenCheckoutDialogProps {
  /** The purchase whose checkout is open; null: the dialog is closed. */
  purchase: PendingPurchase | null
  onResume: () => void
  onStartOver: () => void
  onClose: () => void
}

/** Buy pressed while a checkout for the same item is already open in this browser: resume it or start over. */
export const OpenCheckoutDialog = memo(function OpenCheckoutDialog({
  purchase,
  onResume,
  onStartOver,
  onClose,
}: OpenCheckoutDialogProps) {
  return (
    <Dialog.Root open={purchase !== null} onOpenChange={(d) => !d.open && onClose()}>
      <Dialog.Frame closeLabel="Close dialog">
        <Dialog.Title>{OPEN_CHECKOUT_TITLE}</Dialog.Title>
        <Dialog.Description>
          {purchase
            ? `A checkout for ${purchase.name} (${formatCharge(purchase.amount)}) started at ${startedAt(purchase.startedAt)} is still open in this browser. Resume it, or start over with a new checkout?`
            : null}
        </Dialog.Description>
        <Dialog.Footer>
          <Button variant="outline" onClick={onStartOver}>
            Start over
          </Button>
          <Button onClick={onResume}>
            {purchase ? `Resume checkout: ${formatCharge(purchase.amount)}` : 'Resume checkout'}
          </Button>
        </Dialog.Footer>
      </Dialog.Frame>
    </Dialog.Root>
  )
})
