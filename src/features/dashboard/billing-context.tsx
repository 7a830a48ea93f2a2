import { createActorContext } from '@xstate/react'
import { inspector } from '../../inspect'
import { billingLogic } from './billing-logic'

/** One billing actor per signed-in dashboard: it keeps what it loaded while the user switches tabs. */
export const BillingActor = createActorContext(billingLogic, { inspect: inspector })
