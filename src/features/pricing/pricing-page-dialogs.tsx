import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { PRO_PLAN_NAME, PRO_PRICE_USD } from '../../content/plans'
import { formatCharge } from '../../lib/format'
import { AccountRequiredDialog, PendingCheckoutDialog, ProcessingPaymentDialog, usePendingCheckout } from '../checkout'
import { AlreadyActiveDialog, EnterpriseSalesDialog, SignInPromptDialog, UpgradeToProDialog } from './pricing-dialogs'
import { selectAccountRequired, selectAcknowledged, selectActiveSubscription, selectCanProceed, selectOpenDialog } from './pro-purchase.selectors'
import type { useProPurchase } from './use-pro-purchase'

/** Every dialog of /pricing, loaded the first time one opens. */
export function PricingPageDialogs({ actor, processingDialog }: { actor: ReturnType<typeof useProPurchase>; processingDialog: boolean }) {
  const openDialog = useSelector(actor, selectOpenDialog)
  const acknowledged = useSelector(actor, selectAcknowledged)
  const canProceed = useSelector(actor, selectCanProceed)
  const accountRequired = useSelector(actor, selectAccountRequired)
  const activeSubscription = useSelector(actor, selectActiveSubscription)
  const close = useCallback(() => actor.send({ type: 'dialog.close' }), [actor])
  const pendingCheckout = usePendingCheckout()
  return (
    <>
      <SignInPromptDialog open={openDialog === 'signInPrompt'} onClose={close} onSignIn={() => actor.send({ type: 'signIn.open' })} />
      <EnterpriseSalesDialog open={openDialog === 'enterpriseSales'} onClose={close} />
      <UpgradeToProDialog
        // An open checkout of Pro is offered instead of Proceed (Resume / Start over), never on top of it.
        open={openDialog === 'upgradeToPro' && pendingCheckout.pending === null}
        onClose={close}
        acknowledged={acknowledged}
        canProceed={canProceed}
        onToggle={(checked) => actor.send({ type: 'ack.toggle', checked })}
        onProceed={() => pendingCheckout.buy(PRO_PLAN_NAME, (idempotencyKey) => actor.send({ type: 'ack.proceed', ...(idempotencyKey ? { idempotencyKey } : {}) }))}
      />
      <PendingCheckoutDialog
        purchase={pendingCheckout.pending}
        onResume={pendingCheckout.resume}
        onStartOver={pendingCheckout.startOver}
        onClose={() => {
          pendingCheckout.dismiss()
          close()
        }}
      />
      <AlreadyActiveDialog open={openDialog === 'alreadyActive'} subscription={activeSubscription} onClose={close} />
      <AccountRequiredDialog
        open={openDialog === 'accountRequired'}
        message={accountRequired?.message ?? ''}
        details={accountRequired?.details ?? ''}
        onClose={close}
      />
      <ProcessingPaymentDialog open={processingDialog} dismissible={false} purchase={`${PRO_PLAN_NAME}, ${formatCharge(PRO_PRICE_USD)} / month`} />
    </>
  )
}
