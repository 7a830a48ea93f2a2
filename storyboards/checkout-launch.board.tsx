import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'
import { PRO_PLAN_NAME, PRO_PRICE_USD } from '../src/content/plans'
import { selectProcessingDialog } from '../src/features/checkout/purchase/checkout-launch.selectors'
import { ProcessingPaymentDialog } from '../src/features/checkout'
import { formatCharge } from '../src/lib/format'
import diagram from '../docs/flows/checkout-launch.md?raw'
import { modelOptions } from '../machines/paths/models/checkout-launch.model'
import { buyer } from '../machines/paths/models/purchase.samples'
import { createApp } from './app'
import { createBoard } from './board'

/** /pricing's Processing Payment dialog for the Pro plan (not dismissible there), bound to the launch actor. */
function ProcessingDialog({ actor }: { actor: AnyActorRef }) {
  const open = useSelector(actor, selectProcessingDialog)
  return (
    <ProcessingPaymentDialog
      open={open}
      dismissible={false}
      purchase={`${PRO_PLAN_NAME}, ${formatCharge(PRO_PRICE_USD)} / month`}
    />
  )
}

/** A Pro checkout's launch over /pricing: 'Processing Payment' while it runs past 200 ms; what follows is the parent's (the Pro and top-up flows). */
export const board = createBoard({
  flow: 'checkout-launch',
  input: modelOptions.input,
  diagram,
  render: ({ actor }) =>
    createApp('/pricing', buyer, (app) => (
      <>
        {app}
        <ProcessingDialog actor={actor} />
      </>
    )),
})
