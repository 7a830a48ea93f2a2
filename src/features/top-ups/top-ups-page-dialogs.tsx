import { useSelector } from '@xstate/react'
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

/** Every dialog of /token-topups, loaded the first time one opens. */
export function TopUpsPageDialogs({ actor, processingDialog }: { actor: ReturnType<typeof useTopUpPurchase>; processingDialog: boolean }) {
  const upgradeTipOpen = useSelector(actor, selectUpgradeTipOpen)
  const comingSoonOpen = useSelector(actor, selectComingSoonOpen)
  const accountRequired = useSelector(actor, selectAccountRequired)
  const openCheckout = useSelector(actor, selectOpenCheckout)
  const comingSoonPackageId = useSelector(actor, selectComingSoonPackageId)
  const comingSoonPackage = comingSoonPackageId ? findTopUpPackage(comingSoonPackageId) : undefined
  const chosenId = useSelector(actor, selectPackageId)
  const chosen = chosenId ? findTopUpPackage(chosenId) : undefined
  const buying = processingDialog ? chosen : undefined
  const close = () => actor.send({ type: 'dialog.close' })
  return (
    <>
      <UpgradeTipDialog
        open={upgradeTipOpen}
        price={chosen?.price ?? null}
        onProceed={() => actor.send({ type: 'upgradeTip.proceed' })}
        onBuyPro={() => actor.send({ type: 'upgradeTip.buyPro' })}
        onClose={close}
      />
      <ComingSoonDialog
        open={comingSoonOpen}
        packageLabel={comingSoonPackage ? `${comingSoonPackage.token_amount} Tokens (${formatCharge(comingSoonPackage.price)})` : null}
        onClose={close}
      />
      <ProcessingPaymentDialog
        open={processingDialog}
        dismissible
        purchase={buying ? `${buying.token_amount} Tokens, ${formatCharge(buying.price)}` : null}
        onDismiss={() => actor.send({ type: 'processingDialog.dismiss' })}
      />
      <OpenCheckoutDialog
        purchase={openCheckout}
        onResume={() => actor.send({ type: 'openCheckout.resume' })}
        onStartOver={() => actor.send({ type: 'openCheckout.startOver' })}
        onClose={close}
      />
      <AccountRequiredDialog
        open={accountRequired !== null}
        message={accountRequired?.message ?? ''}
        details={accountRequired?.details ?? ''}
        onClose={close}
      />
    </>
  )
}
