import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { PRO_PLAN_NAME, PRO_PRICE_USD } from '../../content/plans'
import { formatCharge } from '../../lib/format'
import { AccountRequiredDialog, OpenCheckoutDialog, ProcessingPaymentDialog } from '../checkout'
import { AlreadyActiveDialog } from './already-active-dialog'
import { EnterpriseSalesDialog } from './enterprise-sales-dialog'
import { SignInPromptDialog } from './sign-in-prompt-dialog'
import { UpgradeToProDialog } from './upgrade-to-pro-dialog'
import { selectAccountRequired, selectAcknowledged, selectActiveSubscription, selectCanProceed, selectOpenCheckout, selectOpenDialog } from './pro-purchase.selectors'
import type { useProPurchase } from './use-pro-purchase'

/** Every dialog of /pricing, loaded the first time one opens. */
export function PricingPageDialogs({ actor, processingDialog }: { actor: ReturnType<typeof useProPurchase>; processingDialog: boolean }) {
  const openDialog = useSelector(actor, selectOpenDialog)
  const acknowledged = useSelector(actor, selectAcknowledged)
  const canProceed = useSelector(actor, selectCanProceed)
  const accountRequired = useSelector(actor, selectAccountRequired)
  const activeSubscription = useSelector(actor, selectActiveSubscription)
  const openCheckout = useSelector(actor, selectOpenCheckout)
  const close = useCallback(() => actor.send({ type: 'dialog.close' }), [actor])
  return (
    <>
      <SignInPromptDialog open={openDialog === 'signInPrompt'} onClose={close} onSignIn={() => actor.send({ type: 'signIn.open' })} />
      <EnterpriseSalesDialog open={openDialog === 'enterpriseSales'} onClose={close} />
      <UpgradeToProDialog
        open={openDialog === 'upgradeToPro'}
        onClose={close}
        acknowledged={acknowledged}
        canProceed={canProceed}
        onToggle={(checked) => actor.send({ type: 'ack.toggle', checked })}
        onProceed={() => actor.send({ type: 'ack.proceed' })}
      />
      <OpenCheckoutDialog
        purchase={openCheckout}
        onResume={() => actor.send({ type: 'openCheckout.resume' })}
        onStartOver={() => actor.send({ type: 'openCheckout.startOver' })}
        onClose={close}
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
