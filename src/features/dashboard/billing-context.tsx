import { useActorRef } from '@xstate/react'
import { createContext, useContext, type ReactNode } from 'react'
import type { ActorOptions, ActorRefFrom, Snapshot } from 'xstate'
import { inspector } from '../../inspect'
import type { billingLogic } from './billing.actors'

type BillingLogic = typeof billingLogic
export type BillingActor = ActorRefFrom<BillingLogic>

const BillingActorContext = createContext<BillingActor | null>(null)

/** One billing actor per signed-in dashboard, the page's own: it keeps what it loaded while the
 *  user switches tabs, and stops when the dashboard is left. */
export function BillingProvider({
  logic,
  options,
  children,
}: {
  logic: BillingLogic
  options: ActorOptions<BillingLogic>
  children: ReactNode
}) {
  const actor = useActorRef(logic, { ...options, inspect: inspector } as Parameters<
    typeof useActorRef<BillingLogic>
  >[1])
  return <BillingActorContext.Provider value={actor}>{children}</BillingActorContext.Provider>
}

export function useBillingActor(): BillingActor {
  const actor = useContext(BillingActorContext)
  if (!actor) throw new Error('useBillingActor needs a BillingProvider')
  return actor
}

/** A billing actor the dashboard runs instead of its own: this logic from this snapshot (the storyboards put it in a given state). */
export const BillingStage = createContext<{
  logic: BillingLogic
  snapshot: Snapshot<unknown>
} | null>(null)
