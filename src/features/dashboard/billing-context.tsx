import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { BILLING } from '../../../machines/app.machine'
import { usePageFlow } from '../../system/use-page-flow'
import type { billingLogic } from './billing.actors'

type BillingLogic = typeof billingLogic
export type BillingActor = ActorRefFrom<BillingLogic>

const BillingActorContext = createContext<BillingActor | null>(null)

/** One billing flow per signed-in user's dashboard, a child of the app's root: it keeps what it
 *  loaded while the user switches tabs, and stops when the dashboard is left. */
export function BillingProvider({
  logic,
  userId,
  children,
}: {
  logic: BillingLogic
  userId: string
  children: ReactNode
}) {
  const actor = usePageFlow({ id: BILLING, logic, input: { userId }, key: userId })
  return <BillingActorContext.Provider value={actor}>{children}</BillingActorContext.Provider>
}

export function useBillingActor(): BillingActor {
  const actor = useContext(BillingActorContext)
  if (!actor) throw new Error('useBillingActor needs a BillingProvider')
  return actor
}
