import { useSelector } from '@xstate/react'
import { memo, useMemo } from 'react'
import { findTopUpPackage } from '../../content/top-ups'
import { formatCharge } from '../../lib/format'
import { AccountRequiredDialog, OpenCheckoutDialog, ProcessingPaymentDialog } from '../checkout'
import { ComingSoonDialog } from './coming-soon-dialog'
import {
  selectAccountRequired,
  selectComingSoonOpen,
  selectComingSoonPackageId,
  selectOpenCheckout,
  selectPackageId,
  selectUpgradeTipOpen,
} from './top-up-purchase.selectors'
import { UpgradeTipDialog } from './upgrade-tip-dialog'
import type { useTopUpPurchase } from './use-top-up-purchase'

/**
 * Every dialog of /token-topups, mounted closed once the page has settled (or when one first
 * opens). Each dialog renders again only when its own props change: a press re-renders the one
 * dialog it opens or closes.
 */
export const TopUpsPageDialogs = memo(function TopUpsPageDialogs({
  actor,
  processingDialog,
}: {
  actor: ReturnType<typeof useTopUpPurchase>
  processingDialog: boolean
}) {
  const upgradeTipOpen = useSelector(actor, selectUpgradeTipOpen)
  const comingSoonOpen = useSelector(actor, selectComingSoonOpen)
  const accountRequired = useSelector(actor, selectAccountRequired)
  const openCheckout = useSelector(actor, selectOpenCheckout)
  const comingSoonPackageId = useSelector(actor, selectComingSoonPackageId)
  const comingSoonPackage = comingSoonPackageId ? findTopUpPackage(comingSoonPackageId) : undefined
  const chosenId = useSelector(actor, selectPackageId)
  const chosen = chosenId ? findTopUpPackage(chosenId) : undefined
  const buying = processingDialog ? chosen : undefined
  const on = useMemo(
    () => ({
      close: () => actor.send({ type: 'dialog.close' }),
      proceed: () => actor.send({ type: 'upgradeTip.proceed' }),
      buyPro: () => actor.send({ type: 'upgradeTip.buyPro' }),
      dismissProcessing: () => actor.send({ type: 'processingDialog.dismiss' }),
      resume: () => actor.send({ type: 'openCheckout.resume' }),
      startOver: () => actor.send({ type: 'openCheckout.startOver' }),
    }),
    [actor],
  )
  return (
    <>
      <UpgradeTipDialog
        open={upgradeTipOpen}
        price={chosen?.price ?? null}
        onProceed={on.proceed}
        onBuyPro={on.buyPro}
        onClose={on.close}
      />
      <ComingSoonDialog
        open={comingSoonOpen}
        packageLabel={
          comingSoonPackage
            ? `${comingSoonPackage.token_amount} Tokens (${formatCharge(comingSoonPackage.price)})`
            : null
        }
        onClose={on.close}
      />
      <ProcessingPaymentDialog
        open={processingDialog}
        dismissible
        purchase={buying ? `${buying.token_amount} Tokens, ${formatCharge(buying.price)}` : null}
        onDismiss={on.dismissProcessing}
      />
      <OpenCheckoutDialog
        purchase={openCheckout}
        onResume={on.resume}
        onStartOver={on.startOver}
        onClose={on.close}
      />
      <AccountRequiredDialog
        open={accountRequired !== null}
        message={accountRequired?.message ?? ''}
        details={accountRequired?.details ?? ''}
        onClose={on.close}
      />
    </>
  )
})
