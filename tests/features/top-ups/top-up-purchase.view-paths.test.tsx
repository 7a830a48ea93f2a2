import { CHECKOUT_LAUNCH, FETCH_BILLING_INFO } from '../../../machines/purchase-invokes'
/**
 * The top-up purchase machine's paths replayed against the rendered /token-topups page: events
 * become clicks, sign-ins and outs, or answers of the held MSW requests (billing, purchase);
 * states become DOM assertions. The unknown-package branch cannot be clicked (the grid shows the
 * catalogue the machine checks): tests/features/top-ups/package-not-found.test.tsx covers it, and
 * the checkout launch never fails as an actor (it reports failures in its output).
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import type { CheckoutLaunchOutput } from '../../../machines/checkout-launch.machine'
import { buildTopUpRequest, topUpPurchaseMachine } from '../../../machines/top-up-purchase.machine'
import { findTopUpPackage } from '../../../src/content/top-ups'
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
import { OPEN_INTENT_KEY } from '../../../machines/paths/models/purchase.samples'
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
import {
  billingUrl,
  findCheckoutErrorToast,
  PURCHASE_URL,
  stubNewTab,
} from '../pricing/pricing.helpers'

const pkg40 = findTopUpPackage('topup_40')!
const select = selectSamples([pkg40.id, 'topup_600'])
/** The upgrade tip's Proceed names the chosen package's charge, with cents. */
const proceedLabel: Record<string, string> = {
  [pkg40.id]: 'Proceed: $40.00',
  topup_600: 'Proceed: $600.00',
}
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

type Model = typeof topUpPurchaseMachine
type Respond = (response: Response) => void

interface Session {
  ui: Awaited<ReturnType<typeof renderApp>>
  held: { billing: Respond[]; purchase: { body: unknown; key: string | null; respond: Respond }[] }
  openTab: ReturnType<typeof stubNewTab>['open']
  info: StepInfo<Model>
}

// The grid is aria-hidden behind an open modal dialog (Processing Payment opens after 200 ms): query it by its label and with `hidden`.
const buyButtons = () =>
  within(screen.getByLabelText('Token packages')).getAllByRole('button', { hidden: true })
const card = (tokens: string) =>
  screen.getByRole('article', { name: `${tokens} Tokens`, hidden: true })
const buttonOf = (packageId: string) =>
  within(card(findTopUpPackage(packageId)!.token_amount)).getByRole('button', { hidden: true })
const gone = (role: 'dialog' | 'alertdialog', name: string) =>
  waitFor(() => expect(screen.queryByRole(role, { name })).not.toBeInTheDocument())

const TIP = 'Get more with Pro'
const OPEN = 'Checkout already open'

async function take<T>(queue: T[], what: string): Promise<T> {
  await waitFor(() => expect(queue.length, `a held ${what} request`).toBeGreaterThan(0))
  return queue.shift()!
}

const answerFor = (output: CheckoutLaunchOutput): Response => {
  if (output.ok)
    return HttpResponse.json({
      provider: 'hosted',
      checkout_url: 'https://checkout.embedpay.io/c/chk_paths',
    })
  if (output.failure.kind === 'user_not_found') {
    return HttpResponse.json(
      {
        error: output.failure.message,
        errorType: 'user_not_found',
        details: output.failure.details,
      },
      { status: 404 },
    )
  }
  return new HttpResponse(null, { status: 500 })
}

type ViewAssertion = (
  model: ReturnType<Model['getInitialSnapshot']>,
  session: Session,
) => Promise<void> | void

const views: Record<string, ViewAssertion> = {
  waitingForBuyer: async () => {
    await waitFor(() =>
      expect(buyButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true),
    )
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument()
    expect(screen.getByTestId('account-placeholder')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: TIP })).not.toBeInTheDocument()
  },
  idle: async (_s, { info, openTab, ui }) => {
    const event = info.step.event as AnyEventObject & { output?: CheckoutLaunchOutput }
    if (event.type === 'upgradeTip.buyPro') {
      await waitFor(() => expect(ui.router.state.location.pathname).toBe('/pricing'))
      return
    }
    await waitFor(
      () => expect(buyButtons().every((b) => !(b as HTMLButtonElement).disabled)).toBe(true),
      { timeout: 2000 },
    )
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument()
    await gone('dialog', TIP)
    await gone('dialog', 'Coming Soon')
    await gone('alertdialog', 'Account Required')
    await gone('dialog', 'Processing Payment')
    await gone('dialog', OPEN)
    if (event.type === `xstate.done.actor.${CHECKOUT_LAUNCH}` && event.output && !event.output.ok)
      await findCheckoutErrorToast(event.output.failure.message)
    if (event.type === `xstate.done.actor.${CHECKOUT_LAUNCH}` && event.output?.ok)
      expect(openTab).toHaveBeenCalledTimes(1)
  },
  checkingSubscription: async (s) => {
    await waitFor(() =>
      expect(buyButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true),
    )
    const id = s.context.packageId!
    expect(card(findTopUpPackage(id)!.token_amount)).toHaveAttribute('aria-busy', 'true')
    expect(buttonOf(id)).not.toHaveTextContent('Processing...')
  },
  upgradeTip: async (s) => {
    const dialog = await screen.findByRole('dialog', { name: TIP })
    expect(
      within(dialog).getByRole('button', { name: proceedLabel[s.context.packageId!] }),
    ).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'Buy Pro Plan' })).toBeEnabled()
  },
  choosingPackage: () => {
    throw new Error('choosingPackage is transient and cannot be observed')
  },
  comingSoon: async (s) => {
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon' })
    expect(
      within(dialog).getByText(
        'This token package will be available soon. Please check back later.',
      ),
    ).toBeInTheDocument()
    expect(findTopUpPackage(s.context.packageId!)!.variant_id).toBe(0)
    await gone('dialog', TIP)
  },
  offeringResume: async () => {
    const dialog = await screen.findByRole('dialog', { name: OPEN })
    expect(dialog).toHaveTextContent(`A checkout for ${openTopUpCheckout.name} ($40.00) started at`)
    expect(within(dialog).getByRole('button', { name: 'Resume checkout: $40.00' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'Start over' })).toBeEnabled()
    // Asked at the Buy: no billing read, no upgrade tip, no purchase request.
    expect(screen.queryByRole('dialog', { name: TIP })).not.toBeInTheDocument()
  },
  purchasing: async (_s, session) => {
    await waitFor(() => expect(buttonOf(pkg40.id)).toHaveTextContent('Processing...'))
    for (const b of buyButtons()) expect(b).toBeDisabled()
    await waitFor(() => expect(session.held.purchase).toHaveLength(1))
    expect(session.held.purchase[0]!.body).toEqual(
      buildTopUpRequest(pkg40, buyer, {
        complete_url: `${window.location.origin}/checkout-success`,
        cancel_url: `${window.location.origin}/checkout-cancelled`,
      }),
    )
    // Resume sends the open intent's key (the backend answers with the same checkout); anything else a new one.
    const resumed = session.info.path.steps
      .slice(1, session.info.index + 1)
      .some((s) => s.event.type === 'openCheckout.resume')
    if (resumed) expect(session.held.purchase[0]!.key).toBe(OPEN_INTENT_KEY)
    else expect(session.held.purchase[0]!.key).not.toBe(OPEN_INTENT_KEY)
    await gone('dialog', TIP)
    await gone('dialog', OPEN)
  },
  accountRequired: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Required' })
    if (userNotFound.ok || userNotFound.failure.kind !== 'user_not_found') throw new Error('sample')
    expect(within(dialog).getByText(userNotFound.failure.message)).toBeInTheDocument()
    expect(within(dialog).getByText(userNotFound.failure.details)).toBeInTheDocument()
    await waitFor(() => expect(buttonOf(pkg40.id)).toHaveTextContent('Buy 20M Tokens'))
  },
}

async function step(session: Session, info: StepInfo<Model>) {
  session.info = info
  const { ui, held } = session
  const event = info.step.event as AnyEventObject & { output?: unknown; packageId?: string }
  const before = info.path.steps[info.index - 1]!.state
  switch (event.type) {
    case 'package.select':
      return ui.user.click(buttonOf(event.packageId!))
    case `xstate.done.actor.${FETCH_BILLING_INFO}`:
      return (await take(held.billing, 'billing'))(HttpResponse.json(event.output as never))
    case `xstate.error.actor.${FETCH_BILLING_INFO}`:
      return (await take(held.billing, 'billing'))(new HttpResponse(null, { status: 500 }))
    case `xstate.done.actor.${CHECKOUT_LAUNCH}`:
      return (await take(held.purchase, 'purchase')).respond(
        answerFor(event.output as CheckoutLaunchOutput),
      )
    case 'upgradeTip.proceed':
      return ui.user.click(
        within(await screen.findByRole('dialog', { name: TIP })).getByRole('button', {
          name: proceedLabel[before.context.packageId!],
        }),
      )
    case 'upgradeTip.buyPro':
      return ui.user.click(
        within(await screen.findByRole('dialog', { name: TIP })).getByRole('button', {
          name: 'Buy Pro Plan',
        }),
      )
    case 'openCheckout.resume':
      return ui.user.click(
        within(await screen.findByRole('dialog', { name: OPEN })).getByRole('button', {
          name: 'Resume checkout: $40.00',
        }),
      )
    case 'openCheckout.startOver':
      return ui.user.click(
        within(await screen.findByRole('dialog', { name: OPEN })).getByRole('button', {
          name: 'Start over',
        }),
      )
    case 'dialog.close': {
      if (before.matches('offeringResume'))
        return ui.user.click(
          within(await screen.findByRole('dialog', { name: OPEN })).getByRole('button', {
            name: 'Close dialog',
          }),
        )
      if (before.matches('upgradeTip'))
        return ui.user.click(
          within(await screen.findByRole('dialog', { name: TIP })).getByRole('button', {
            name: 'Close dialog',
          }),
        )
      if (before.matches('comingSoon'))
        return ui.user.click(
          within(await screen.findByRole('dialog', { name: 'Coming Soon' })).getByRole('button', {
            name: 'Close',
          }),
        )
      return ui.user.click(
        within(await screen.findByRole('alertdialog', { name: 'Account Required' })).getByRole(
          'button',
          { name: 'Close' },
        ),
      )
    }
    case 'auth.changed':
      return act(async () =>
        ui.auth.send({ type: 'auth.changed', user: event.user === null ? null : buyer }),
      )
    default:
      throw new Error(`no user action for ${event.type}`)
  }
}

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
