/**
 * The top-up purchase machine's paths replayed against the rendered /token-topups page: events
 * become clicks, sign-ins and outs, or answers of the held MSW requests (billing, purchase);
 * states become DOM assertions. The unknown-package branch cannot be clicked (the grid shows the
 * catalogue the machine checks): tests/features/top-ups/package-not-found.test.tsx covers it, and
 * the checkout launch never fails as an actor (it reports failures in its output).
 */
import { http } from 'msw'
import { describe, it, vi } from 'vitest'
import { topUpPurchaseMachine } from '../../../machines/top-up-purchase.machine'
import { buyer } from '../../machines/top-up-purchase.fakes'
import {
  backendError,
  billingSamples,
  input,
  launched,
  openCheckoutInput,
  openTopUpCheckout,
  selectSamples,
  serialize,
  unknownBuyerInput,
  userNotFound,
} from '../../../machines/paths/models/top-up-purchase.model'
import { answerWhileWaiting, waitingPaths } from '../../machines/waiting-paths'
import { storePurchase } from '../../support/purchase-lifecycle.helpers'
import {
  assertCoverage,
  createPathModel,
  replayPaths,
  runStateAssertions,
  type MachinePath,
  type StepInfo,
} from '../../support/model'
import { renderApp } from '../../support/render-app'
import { server } from '../../support/setup'
import { billingUrl, PURCHASE_URL, stubNewTab } from '../pricing/pricing.helpers'
import { pkg40, step, views, type Model, type Session } from './top-up-purchase.view-paths.helpers'

const select = selectSamples([pkg40.id, 'topup_600'])
const checkoutOutputs = [launched, backendError, userNotFound]
const billingErrors = [new Error('Failed to get billing info: 500')]

const modelOptions = {
  input,
  events: { 'package.select': select, 'auth.changed': [{ type: 'auth.changed', user: buyer }] },
  outputs: { fetchBillingInfo: billingSamples(), checkoutLaunch: checkoutOutputs },
  errors: { fetchBillingInfo: billingErrors, checkoutLaunch: [] },
  serialize,
}
const model = createPathModel(topUpPurchaseMachine, modelOptions)
// Self-loops left out: the page cannot play them (no Processing Payment dialog to dismiss yet).
const edgePaths = model.edgePaths({ selfLoops: false })
/** The page as it starts, a Buy pressed before the identity provider has answered. */
const beforeAnswer = createPathModel(topUpPurchaseMachine, {
  ...modelOptions,
  input: unknownBuyerInput,
  events: answerWhileWaiting(modelOptions.events),
})
/** The $40 package's checkout already open in another tab (the page seeds the purchase lifecycle with it). */
const withOpen = createPathModel(topUpPurchaseMachine, {
  ...modelOptions,
  input: openCheckoutInput,
})
const withOpenEdges = withOpen.edgePaths({ selfLoops: false })

const runner = {
  start: async (path: MachinePath<Model>): Promise<Session> => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { open } = stubNewTab()
    const held: Session['held'] = { billing: [], purchase: [] }
    server.use(
      http.get(billingUrl(), () => new Promise<Response>((resolve) => held.billing.push(resolve))),
      http.post(PURCHASE_URL, async ({ request }) => {
        const body = await request.json()
        return new Promise<Response>((resolve) =>
          held.purchase.push({
            body,
            key: request.headers.get('Idempotency-Key'),
            respond: resolve,
          }),
        )
      }),
    )
    // Before the answer, Firebase never reports by itself: the path's auth steps answer.
    const known = path.steps[0]!.state.context.buyerKnown
    if (path.steps[0]!.state.context.findOpenCheckout === openCheckoutInput.findOpenCheckout)
      storePurchase('open.hosted', openTopUpCheckout)
    const ui = await renderApp(
      '/token-topups',
      known ? { user: buyer } : { user: null, reportWhen: new Promise(() => {}) },
    )
    return { ui, held, openTab: open, info: { path, index: 0, step: path.steps[0]! } }
  },
  step,
  assert: (session: Session, info: StepInfo<Model>) => {
    session.info = info
    return runStateAssertions(views, info.step.state, info.step.state, session)
  },
  stop: () => void vi.restoreAllMocks(),
}

describe('topUpPurchase paths on the /token-topups page', () => {
  it('asserts every state in the view and reaches every state', () => {
    console.log(`${model.summary()}; ${edgePaths.length} edge paths`)
    const transient = { choosingPackage: 'transient (always transitions)' }
    assertCoverage(beforeAnswer, views, {
      ...transient,
      offeringResume: 'no checkout is open here: the model with one reaches it',
    })
    assertCoverage(withOpen, views, {
      ...transient,
      waitingForBuyer: 'the buyer is known from the start here',
    })
  })
  describe('shortest paths', () => replayPaths(model.shortestPaths, runner, { timeout: 15_000 }))
  describe('simple paths', () => replayPaths(model.simplePaths, runner, { timeout: 15_000 }))
  describe('edges back to idle', () => replayPaths(edgePaths, runner, { timeout: 15_000 }))
  describe('a Buy before the buyer is known', () =>
    replayPaths(waitingPaths(beforeAnswer, { selfLoops: false }), runner, { timeout: 15_000 }))
  describe('a Buy on a package whose checkout is already open', () => {
    replayPaths(withOpen.shortestPaths, runner, { timeout: 15_000 })
    replayPaths(withOpenEdges, runner, { timeout: 15_000 })
  })
})
