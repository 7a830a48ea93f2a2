import { memo } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../../../components/ui/button'
import * as Dialog from '../../../components/ui/dialog'
import { Spinner } from '../../../components/ui/spinner'

export interface ProcessingPaymentDialogProps {
  open: boolean
  /** Called when the user closes the dialog (only offered when `dismissible`). */
  onDismiss?: () => void
  /** The top-up store lets the user close it while the work goes on; the pricing page does not. */
  dismissible: boolean
  /** What the checkout is for, as the buyer reads it: "20M Tokens, $40.00". */
  purchase?: string | null
}

const body = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  py: '2',
})
const ring = css({
  w: '14',
  h: '14',
  borderRadius: 'full',
  display: 'grid',
  placeItems: 'center',
  bg: 'accent.subtle',
  color: 'accent.text',
})

/** 'Processing Payment': shown when the purchase call takes more than 200 ms. */
export const ProcessingPaymentDialog = memo(function ProcessingPaymentDialog({
  open,
  onDismiss,
  dismissible,
  purchase,
}: ProcessingPaymentDialogProps) {
  const canDismiss = dismissible && onDismiss !== undefined
  return (
    <Dialog.Root
      open={open}
      role={canDismiss ? 'dialog' : 'alertdialog'}
      closeOnEscape={canDismiss}
      closeOnInteractOutside={canDismiss}
      onOpenChange={(d) => {
        if (!d.open && canDismiss) onDismiss()
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content aria-busy="true">
          <div className={body}>
            <div className={ring}>
              <Spinner size={28} />
            </div>
            <Dialog.Title className={css({ pr: '0' })}>Processing Payment</Dialog.Title>
            <Dialog.Description>
              Please wait while we prepare your secure checkout. This only takes a moment.
            </Dialog.Description>
            {purchase ? (
              <p className={css({ fontWeight: 'semibold' })}>Checkout for {purchase}</p>
            ) : null}
            {canDismiss && (
              <Button variant="ghost" size="sm" onClick={onDismiss} className={css({ mt: '2' })}>
                Hide
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
})
