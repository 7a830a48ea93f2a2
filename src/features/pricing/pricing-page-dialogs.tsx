import { useSelector } from '@xstate/react'
import { memo, useMemo } from 'react'
import { PRO_PLAN_NAME, PRO_PRICE_USD } from '../../content/plans'
import { formatCharge } from '../../lib/format'
import { AccountRequiredDialog, OpenCheckoutDialog, ProcessingPaymentDialog } from '../checkout'
import { AlreadyActiveDialog } from './already-active-dialog'
import { EnterpriseSalesDialog } from './enterprise-sales-dialog'
import { SignInPromptDialog } from './sign-in-prompt-dialog'
import { UpgradeToProDialog } from './upgrade-to-pro-dialog'
import {
  selectAccountRequired,
  selectAcknowledged,
  selectActiveSubscription,
  selectCanProceed,
  selectOpenCheckout,
  selectOpenDialog,
} from './pro-purchase.selectors'
import type { useProPurchase } from './use-pro-purchase'

const processingPurchase = `${PRO_PLAN_NAME}, ${formatCharge(PRO_PRICE_USD)} / month`

/**
 * Every dialog of /pricing, mounted closed once the page has settled (or when one first opens).
 * Each dialog renders again only when its own props change: a press re-renders the one dialog it
 * opens or closes, not all seven.
 */
export const PricingPageDialogs = memo(function PricingPageDialogs({
  actor,
  processingDialog,
}: {
  actor: ReturnType<typeof useProPurchase>
  processingDialog: boolean
}) {
  const openDialog = useSelector(actor, selectOpenDialog)
  const acknowledged = useSelector(actor, selectAcknowledged)
  const canProceed = useSelector(actor, selectCanProceed)
  const accountRequired = useSelector(actor, selectAccountRequired)
  const activeSubscription = useSelector(actor, selectActiveSubscription)
  const openCheckout = useSelector(actor, selectOpenCheckout)
  const on = useMemo(
    () => ({
      close: () => actor.send({ type: 'dialog.close' }),
      signIn: () => actor.send({ type: 'signIn.open' }),
      toggle: (checked: boolean) => actor.send({ type: 'ack.toggle', checked }),
      proceed: () => actor.send({ type: 'ack.proceed' }),
      resume: () => actor.send({ type: 'openCheckout.resume' }),
      startOver: () => actor.send({ type: 'openCheckout.startOver' }),
    }),
    [actor],
  )
  return (
    <>
      <SignInPromptDialog
        open={openDialog === 'signInPrompt'}
        onClose={on.close}
        onSignIn={on.signIn}
      />
      <EnterpriseSalesDialog open={openDialog === 'enterpriseSales'} onClose={on.close} />
      <UpgradeToProDialog
        open={openDialog === 'upgradeToPro'}
        onClose={on.close}
        acknowledged={acknowledged}
        canProceed={canProceed}
        onToggle={on.toggle}
        onProceed={on.proceed}
      />
      <OpenCheckoutDialog
        purchase={openCheckout}
        onResume={on.resume}
        onStartOver={on.startOver}
        onClose={on.close}
      />
      <AlreadyActiveDialog
        open={openDialog === 'alreadyActive'}
        subscription={activeSubscription}
        onClose={on.close}
      />
      <AccountRequiredDialog
        open={openDialog === 'accountRequired'}
        message={accountRequired?.message ?? ''}
        details={accountRequired?.details ?? ''}
        onClose={on.close}
      />
      <ProcessingPaymentDialog
        open={processingDialog}
        dismissible={false}
        purchase={processingPurchase}
      />
    </>
  )
})
