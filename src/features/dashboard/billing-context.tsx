import { createActorContext } from '@xstate/react'
import { createContext } from 'react'
import type { Snapshot } from 'xstate'
import { inspector } from '../../inspect'
import { billingLogic } from './billing.actors'

/** One billing actor per signed-in dashboard: it keeps what it loaded while the user switches tabs. */
export const BillingActor = createActorContext(billingLogic, { inspect: inspector })

/** A billing actor the dashboard runs instead of its own: this logic from this snapshot (the storyboards put it in a given state). */
export const BillingStage = createContext<{
  logic: typeof billingLogic
  snapshot: Snapshot<unknown>
} | null>(null)
