import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { topUpPurchaseMachine } from '../../../machines/top-up-purchase.machine'
import { returnUrls } from '../../api/purchase'
import { showErrorToast } from '../../components/ui/toast-store'
import { BILLING_LOAD_FAILED, ERROR_TOAST_TITLE } from '../../domain/error-messages'
import { TOP_UP_PACKAGES, type TopUpPackage } from '../../content/top-ups'
import { inspector } from '../../inspect'
import { useBuyer, useFollowBuyer, usePurchaseServices } from '../checkout'

/**
 * The store's purchase actor: the top-up purchase machine with the shared purchase services.
 * It follows the signed-in user (signing out resets any flow). `packages` is the catalogue the
 * machine checks a Buy against (the page's grid shows the same list).
 */
export function useTopUpPurchase(packages: readonly TopUpPackage[] = TOP_UP_PACKAGES) {
  const buyer = useBuyer()
  const services = usePurchaseServices('Top-up store')
  const logic = useMemo(
    () =>
      topUpPurchaseMachine.provide({
        actors: services.actors,
        actions: {
          ...services.actions,
          goToPricing: () => void services.navigate({ to: '/pricing' }),
          notifyBillingFailed: () => void showErrorToast(ERROR_TOAST_TITLE, BILLING_LOAD_FAILED),
        },
      }),
    [services],
  )
  const actor = useActorRef(logic, { input: { user: buyer, packages, returnUrls: returnUrls() }, inspect: inspector })
  useFollowBuyer(actor, buyer)
  return actor
}
