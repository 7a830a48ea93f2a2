/**
 * The /token-topups page's side of top-up-purchase.view-paths.test.tsx: a DOM assertion for each
 * state of the top-up purchase model and the click, sign-in or held answer for each event.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import type { CheckoutLaunchOutput } from '../../../machines/checkout-launch.machine'
import { CHECKOUT_LAUNCH, FETCH_BILLING_INFO } from '../../../machines/purchase-invokes'
import {
  buildTopUpRequest,
  type topUpPurchaseMachine,
} from '../../../machines/top-up-purchase.machine'
import { findTopUpPackage } from '../../../src/content/top-ups'
import { buyer } from '../../machines/top-up-purchase.fakes'
import {
  openTopUpCheckout,
  userNotFound,
} from '../../../machines/paths/models/top-up-purchase.model'
import { OPEN_INTENT_KEY } from '../../../machines/paths/models/purchase.samples'
import type { StepInfo } from '../../support/model'
import { launchAnswer } from '../../support/launch-answer'
import type { renderApp } from '../../support/render-app'
import { findCheckoutErrorToast, type stubNewTab } from '../pricing/pricing.helpers'

export const pkg40 = findTopUpPackage('topup_40')!
/** The upgrade tip's Proceed names the chosen package's charge, with cents. */
const proceedLabel: Record<string, string> = {
  [pkg40.id]: 'Proceed: $40.00',
  topup_600: 'Proceed: $600.00',
}

export type Model = typeof topUpPurchaseMachine
type Respond = (response: Response) => void

export interface Session {
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

type ViewAssertion = (
  model: ReturnType<Model['getInitialSnapshot']>,
  session: Session,
) => Promise<void> | void

export const views: Record<string, ViewAssertion> = {
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

export async function step(session: Session, info: StepInfo<Model>) {
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
        launchAnswer(event.output as CheckoutLaunchOutput),
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
