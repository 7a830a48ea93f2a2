/**
 * The Pro purchase model's paths replayed against the rendered /pricing page: events become
 * clicks, key presses, auth changes or MSW answers (held until the path says how the backend
 * answers), states become DOM assertions. Shortest paths reach every state; the edge paths add
 * every transition no shortest path takes (the ones back to idle carry the toasts).
 */
import { act } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { proPurchaseMachine } from '../../../machines/pro-purchase.machine'
import {
  modelOptions,
  openCheckoutInput,
  openProCheckout,
  serializeProPurchase,
  UNKNOWN_PLAN,
  unknownBuyerInput,
} from '../../../machines/paths/models/pro-purchase.model'
import { storePurchase } from '../../support/purchase-lifecycle.helpers'
import { answerWhileWaiting, waitingPaths } from '../../machines/waiting-paths'
import { assertCoverage, createPathModel, replayPaths, type MachinePath } from '../../support/model'
import { renderApp } from '../../support/render-app'
import { server } from '../../support/setup'
import { billingUrl, demoUser, PURCHASE_URL, stubNewTab } from './pricing.helpers'
import {
  assertStep,
  step,
  views,
  type Machine,
  type Session,
} from './pro-purchase.view-paths.helpers'

const model = createPathModel(proPurchaseMachine, {
  ...modelOptions,
  serialize: serializeProPurchase,
})
/** The page as it starts, pressed before the identity provider has answered. */
const beforeAnswer = createPathModel(proPurchaseMachine, {
  ...modelOptions,
  input: unknownBuyerInput,
  serialize: serializeProPurchase,
  events: answerWhileWaiting(modelOptions.events as never),
})
/** The buyer's Pro checkout already open in another tab (the page seeds the purchase lifecycle with it). */
const withOpen = createPathModel(proPurchaseMachine, {
  ...modelOptions,
  input: openCheckoutInput,
  serialize: serializeProPurchase,
})

/** Paths the page can play: no plan other than Pro (the page has no such button), no crash of
 *  the checkout child (only a fake can crash), and no Free click while signed in, at once or
 *  replayed once the buyer is known (it leaves the page). */
function playable(path: MachinePath<Machine>): boolean {
  return path.steps.every((step, i) => {
    const e = step.event as AnyEventObject & { plan?: string }
    const before = path.steps[i - 1]?.state
    if (e.type === 'plan.select' && e.plan === UNKNOWN_PLAN) return false
    if (e.type === 'xstate.error.actor.checkoutLaunch') return false
    if (e.type === 'freePlan.select' && before!.context.user !== null) return false
    if (
      e.type === 'auth.changed' &&
      e.user !== null &&
      before?.matches('waitingForBuyer') &&
      before.context.press?.type === 'freePlan.select'
    )
      return false
    return true
  })
}

const paths = [
  ...model.shortestPaths,
  ...model.edgePaths(),
  ...waitingPaths(beforeAnswer),
  ...withOpen.shortestPaths,
  ...withOpen.edgePaths(),
].filter(playable)

afterEach(() => {
  vi.restoreAllMocks()
})

describe(`/pricing replays the proPurchase paths (${paths.length})`, () => {
  it('has a DOM assertion for every state and a playable path to each', () => {
    assertCoverage(beforeAnswer, views, {
      offeringResume: 'no checkout is open here: the model with one reaches it',
    })
    assertCoverage(withOpen, views, { waitingForBuyer: 'the buyer is known from the start here' })
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => s.key)))
    expect([...reached].sort()).toEqual([...model.leafStateKeys].sort())
  })

  replayPaths(
    paths,
    {
      start: async (path) => {
        stubNewTab()
        vi.spyOn(console, 'warn').mockImplementation(() => {})
        const pending: Session['pending'] = { billing: [], purchase: [] }
        const keys: Session['keys'] = []
        const hold = (queue: ((r: Response) => void)[]) => () =>
          new Promise<Response>((resolve) => queue.push(resolve))
        server.use(
          http.get(billingUrl(), hold(pending.billing)),
          http.post(PURCHASE_URL, ({ request }) => {
            keys.push(request.headers.get('Idempotency-Key'))
            return hold(pending.purchase)()
          }),
        )
        if (path.steps[0]!.state.context.findOpenCheckout === openCheckoutInput.findOpenCheckout)
          storePurchase('open.hosted', openProCheckout)
        // Before the answer, Firebase never reports by itself: the path's auth steps answer.
        const known = path.steps[0]!.state.context.buyerKnown
        const ui = await renderApp(
          '/pricing',
          known ? { user: demoUser('free') } : { user: null, reportWhen: new Promise(() => {}) },
        )
        return { ...ui, pending, keys }
      },
      step,
      assert: assertStep,
      // The requests a path left waiting fail, inside act like any answer; the setup's afterEach resets the rest.
      stop: (ui) =>
        act(async () =>
          [...ui.pending.billing, ...ui.pending.purchase].forEach((answer) =>
            answer(new HttpResponse(null, { status: 500 })),
          ),
        ),
    },
    { timeout: 15_000 },
  )
})
