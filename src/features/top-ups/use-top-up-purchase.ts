import type { UseNavigateResult } from '@tanstack/react-router'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import { TOP_UP_PURCHASE } from '../../../machines/app.machine'
import { topUpPurchaseMachine } from '../../../machines/top-up-purchase.machine'
import { showErrorToast } from '../../components/ui/toast-store'
import { BILLING_LOAD_FAILED, ERROR_TOAST_TITLE } from '../../domain/error-messages'
import { TOP_UP_PACKAGES, type TopUpPackage } from '../../content/top-ups'
import { usePurchaseActor } from '../checkout'

const storeActions = (navigate: UseNavigateResult<string>) => ({
  goToPricing: () => void navigate({ to: '/pricing' }),
  notifyBillingFailed: () => void showErrorToast(ERROR_TOAST_TITLE, BILLING_LOAD_FAILED),
})

/** An actor the page shows instead of its own (the storyboards put the page in a given state). */
export const TopUpPurchaseActorContext = createContext<ActorRefFrom<
  typeof topUpPurchaseMachine
> | null>(null)

/** The top-up store's purchase actor. `packages`: the catalogue the machine checks a Buy against (the grid shows the same list). */
export const useTopUpPurchase = (packages: readonly TopUpPackage[] = TOP_UP_PACKAGES) => {
  const own = usePurchaseActor(topUpPurchaseMachine, {
    id: TOP_UP_PURCHASE,
    flow: 'Top-up store',
    input: { packages },
    actions: storeActions,
  })
  return useContext(TopUpPurchaseActorContext) ?? own
}
