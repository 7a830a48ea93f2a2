import { fromPromise, type ActorRefFrom } from 'xstate'
import {
  DEFAULT_CONFIRMATION_TIMING,
  type ConfirmationTiming,
} from '../../../../machines/confirmation-timing'
import type { ActivationCheckInput } from '../../../../machines/purchase-lifecycle.events'
import { purchaseLifecycleMachine } from '../../../../machines/purchase-lifecycle.machine'
import { apiSession } from '../../../auth/api-session'
import { env } from '../../../config'
import type { PendingPurchase } from '../../../domain/pending-purchase'
import { purchaseStorage } from './purchase-storage'

/** The production timing; the window comes from VITE_CONFIRMATION_WINDOW_MS (the test stack shortens it). */
export const confirmationTiming: ConfirmationTiming = {
  ...DEFAULT_CONFIRMATION_TIMING,
  windowMs: env.VITE_CONFIRMATION_WINDOW_MS,
}

const SUCCESS_PAGE = '/checkout-success'

/**
 * The app's purchase lifecycle (a child of the app, held for the session) with its real actors:
 * the backend check, asked with the system's ID token, and the browser storage that a reload
 * and other tabs share. The API calls and the toast load only when a purchase needs them.
 */
export const lifecycleLogic = purchaseLifecycleMachine.provide({
  actors: {
    checkActivation: fromPromise<boolean, ActivationCheckInput>(async ({ input, system }) =>
      (await import('./purchase-lifecycle.actors')).checkActivation(input, apiSession({ system })),
    ),
    purchaseStorage,
  },
  actions: {
    // The success page shows its own result; anywhere else a toast, and the buyer stays put.
    purchaseConfirmed: (_, purchase: PendingPurchase) => {
      if (globalThis.location?.pathname === SUCCESS_PAGE) return
      void import('./show-purchase-confirmed').then((m) => m.showPurchaseConfirmed(purchase))
    },
  },
})

export type PurchaseLifecycleActor = ActorRefFrom<typeof lifecycleLogic>
