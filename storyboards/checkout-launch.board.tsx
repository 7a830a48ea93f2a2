import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'
import { selectProcessingDialog } from '../src/features/checkout/purchase/checkout-launch.selectors'
import { ProcessingPaymentDialog } from '../src/features/checkout'
import { formatCharge } from '../src/lib/format'
import diagram from '../docs/flows/checkout-launch.md?raw'
import { modelOptions, request } from '../tests/machines/checkout-launch.model'
import { buyer } from '../tests/machines/purchase.samples'
import { createApp } from './app'
import { createBoard } from './board'

/** The top-up store's Processing Payment dialog (the dismissible one), bound to the launch actor. */
function ProcessingDialog({ actor }: { actor: AnyActorRef }) {
  const open = useSelector(actor, selectProcessingDialog)
  return (
    <ProcessingPaymentDialog
      open={open}
      dismissible
      onDismiss={() => actor.send({ type: 'processingDialog.dismiss' })}
      purchase={`${request.package.name}, ${formatCharge(request.package.price)}`}
    />
  )
}

/** A checkout launch over the store's page: 'Processing Payment' while it runs past 200 ms; what follows is the parent's (the Pro and top-up flows). */
export const board = createBoard({
  flow: 'checkout-launch',
  input: modelOptions.input,
  diagram,
  render: ({ actor }) =>
    createApp('/token-topups', buyer, (app) => (
      <>
        {app}
        <ProcessingDialog actor={actor} />
      </>
    )),
})
