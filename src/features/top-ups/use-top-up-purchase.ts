import type { UseNavigateResult } from '@tanstack/react-router'
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

/** The top-up store's purchase actor. `packages`: the catalogue the machine checks a Buy against (the grid shows the same list). */
export const useTopUpPurchase = (packages: readonly TopUpPackage[] = TOP_UP_PACKAGES) =>
  usePurchaseActor(topUpPurchaseMachine, {
    id: TOP_UP_PURCHASE,
    flow: 'Top-up store',
    input: { packages },
    actions: storeActions,
  })
