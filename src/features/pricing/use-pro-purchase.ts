import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { proPurchaseMachine } from '../../../machines/pro-purchase.machine'
import { returnUrls } from '../../api/purchase'
import { plans } from '../../content/plans'
import { inspector } from '../../inspect'
import { useBuyer, useFollowBuyer, usePurchaseServices } from '../checkout'

/**
 * The pricing page's purchase actor: the Pro purchase machine with the shared purchase
 * services. The page owns it (leaving the page stops it) and it follows the signed-in user
 * (signing out resets it).
 */
export function useProPurchase() {
  const buyer = useBuyer()
  const services = usePurchaseServices('Pricing')
  const logic = useMemo(
    () =>
      proPurchaseMachine.provide({
        actors: services.actors,
        actions: { ...services.actions, goToDownloads: () => void services.navigate({ to: '/downloads' }) },
      }),
    [services],
  )
  const actor = useActorRef(logic, { input: { user: buyer, catalogue: plans, returnUrls: returnUrls() }, inspect: inspector })
  useFollowBuyer(actor, buyer)
  return actor
}
