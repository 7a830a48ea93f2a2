/**
 * The /pricing page's side of pro-purchase.view-paths.test.tsx: a DOM assertion for each state of
 * the Pro purchase model and the user action or MSW answer for each event.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import type { CheckoutLaunchOutput } from '../../../machines/checkout-launch.machine'
import type { proPurchaseMachine } from '../../../machines/pro-purchase.machine'
import { USER_NOT_FOUND_MESSAGE } from '../../../src/domain/error-messages'
import type { BillingInfo } from '../../../src/api/schemas'
import { expectedToasts } from '../../../machines/paths/models/pro-purchase.model'
import { OPEN_INTENT_KEY } from '../../../machines/paths/models/purchase.samples'
import { runStateAssertions, type MachinePath, type StepInfo } from '../../support/model'
import { launchAnswer } from '../../support/launch-answer'
import type { renderApp } from '../../support/render-app'
import { demoUser, findCheckoutErrorToast } from './pricing.helpers'

export type Machine = typeof proPurchaseMachine
type ModelSnapshot = MachinePath<Machine>['steps'][number]['state']

export interface Session extends Awaited<ReturnType<typeof renderApp>> {
  /** Requests the page made that the path has not answered yet. */
  pending: { billing: ((r: Response) => void)[]; purchase: ((r: Response) => void)[] }
  /** The Idempotency-Key of each purchase request, in order. */
  keys: (string | null)[]
}

const OPEN = 'Checkout already open'

const proButton = () =>
  screen.getByRole('button', { name: /^(Get Pro|Processing\.\.\.)$/, hidden: true })
const anyDialog = () => [
  ...screen.queryAllByRole('dialog'),
  ...screen.queryAllByRole('alertdialog'),
]
const dialogNamed = (name: string) =>
  waitFor(() => {
    const found = [
      ...screen.queryAllByRole('dialog', { name }),
      ...screen.queryAllByRole('alertdialog', { name }),
    ]
    expect(found, `dialog '${name}'`).toHaveLength(1)
    return found[0]!
  })

export const views: Record<string, (model: ModelSnapshot, ui: Session) => Promise<void>> = {
  waitingForBuyer: async () => {
    await waitFor(() => expect(proButton()).toBeDisabled())
    expect(proButton()).toHaveTextContent('Get Pro')
    expect(screen.getByRole('button', { name: 'Start Free', hidden: true })).toBeDisabled()
    expect(screen.getByTestId('account-placeholder')).toBeInTheDocument()
    expect(anyDialog()).toHaveLength(0)
  },
  idle: async () => {
    await waitFor(() => expect(proButton()).toHaveTextContent('Get Pro'), { timeout: 2000 })
    expect(proButton()).toBeEnabled()
    await waitFor(() => expect(anyDialog()).toHaveLength(0))
  },
  signInPrompt: async () => {
    expect(await dialogNamed('Sign In Required')).toBeInTheDocument()
  },
  enterpriseSales: async () => {
    const dialog = await dialogNamed('Enterprise Sales')
    expect(within(dialog).getByText('support@superbullet.ai')).toBeInTheDocument()
  },
  checkingSubscription: async () => {
    await waitFor(() => expect(proButton()).toBeDisabled())
    expect(proButton()).toHaveTextContent('Get Pro')
    expect(screen.getByRole('button', { name: 'Start Free', hidden: true })).toBeDisabled()
    expect(anyDialog()).toHaveLength(0)
  },
  alreadyActive: async () => {
    const dialog = await dialogNamed('Already Have an Active Subscription')
    expect(within(dialog).getByRole('link', { name: 'Buy Token Top-ups' })).toHaveAttribute(
      'href',
      '/token-topups',
    )
  },
  acknowledging: async (m) => {
    const dialog = await dialogNamed('Upgrade to Pro')
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox')).toHaveProperty(
        'checked',
        m.context.acknowledged,
      ),
    )
    expect(within(dialog).getByRole('button', { name: 'Proceed: $20.00 / month' })).toHaveProperty(
      'disabled',
      !m.context.acknowledged,
    )
    if (!m.context.acknowledged)
      expect(
        within(dialog).getByText('Please acknowledge Early Access to continue.'),
      ).toBeInTheDocument()
  },
  offeringResume: async () => {
    // Instead of the Upgrade dialog's Proceed, never on top of it; nothing is sent yet.
    const dialog = await dialogNamed(OPEN)
    expect(dialog).toHaveTextContent(
      /A checkout for Pro \(\$20\.00\) started at .+ is still open in this browser\. Resume it, or start over with a new checkout\?/,
    )
    expect(within(dialog).getByRole('button', { name: 'Resume checkout: $20.00' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'Start over' })).toBeEnabled()
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).not.toBeInTheDocument(),
    )
  },
  purchasing: async (m, ui) => {
    await waitFor(() => expect(proButton()).toHaveTextContent('Processing...'))
    expect(proButton()).toBeDisabled()
    // The backend is held: after 200 ms the Processing Payment dialog shows.
    expect(
      await screen.findByRole('alertdialog', { name: 'Processing Payment' }),
    ).toBeInTheDocument()
    // Resume sends the open intent's key (the backend answers with the same checkout); anything else a new one.
    await waitFor(() => expect(ui.keys.length).toBeGreaterThan(0))
    if (m.context.resumeKey) expect(ui.keys.at(-1)).toBe(OPEN_INTENT_KEY)
    else expect(ui.keys.at(-1)).not.toBe(OPEN_INTENT_KEY)
  },
  accountRequired: async () => {
    const dialog = await dialogNamed('Account Required')
    expect(within(dialog).getByText(USER_NOT_FOUND_MESSAGE)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Download App' })).toHaveAttribute(
      'href',
      '/downloads',
    )
  },
}

const take = (queue: ((r: Response) => void)[], what: string) => {
  const answer = queue.shift()
  if (!answer) throw new Error(`the path answers ${what}, but the page has no request waiting`)
  return answer
}

export async function step(ui: Session, { step }: StepInfo<Machine>) {
  const event = step.event as AnyEventObject & { checked?: boolean; output?: unknown }
  switch (event.type) {
    case 'plan.select':
      return ui.user.click(proButton())
    case 'freePlan.select':
      return ui.user.click(screen.getByRole('button', { name: 'Start Free' }))
    case 'contactSales.open':
      return ui.user.click(screen.getByRole('button', { name: 'Contact Sales' }))
    case 'signIn.open': {
      await ui.user.click(
        within(await dialogNamed('Sign In Required')).getByRole('button', { name: 'Sign In' }),
      )
      // The shell's sign-in dialog opens; the visitor closes it again.
      const signIn = await dialogNamed('Sign In')
      // Escape reaches the dialog once it has taken focus (its dismiss listeners are on by then).
      await waitFor(() => expect(signIn).toContainElement(document.activeElement as HTMLElement))
      await ui.user.keyboard('{Escape}')
      return waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument(),
      )
    }
    case 'ack.toggle': {
      const box = within(await dialogNamed('Upgrade to Pro')).getByRole(
        'checkbox',
      ) as HTMLInputElement
      if (box.checked !== event.checked) await ui.user.click(box)
      return
    }
    case 'ack.proceed':
      return ui.user.click(
        within(await dialogNamed('Upgrade to Pro')).getByRole('button', {
          name: 'Proceed: $20.00 / month',
        }),
      )
    case 'openCheckout.resume':
      return ui.user.click(
        within(await dialogNamed(OPEN)).getByRole('button', { name: 'Resume checkout: $20.00' }),
      )
    case 'openCheckout.startOver':
      return ui.user.click(
        within(await dialogNamed(OPEN)).getByRole('button', { name: 'Start over' }),
      )
    case 'dialog.close': {
      // The corner close button of the one open dialog (pricing-page.test.tsx covers Escape); one
      // still closing (Processing Payment after the answer) takes no clicks.
      const [dialog] = anyDialog().filter((d) => d.dataset.state !== 'closed')
      if (!dialog) throw new Error('dialog.close, but no dialog is open')
      return ui.user.click(dialog.querySelector<HTMLElement>('[data-part="close-trigger"]')!)
    }
    case 'auth.changed':
      return act(async () =>
        ui.auth.send({ type: 'auth.changed', user: event.user === null ? null : demoUser('free') }),
      )
    case 'xstate.done.actor.fetchBillingInfo':
      return act(async () =>
        take(ui.pending.billing, 'billing')(HttpResponse.json(event.output as BillingInfo)),
      )
    case 'xstate.error.actor.fetchBillingInfo':
      return act(async () =>
        take(ui.pending.billing, 'billing')(new HttpResponse(null, { status: 500 })),
      )
    case 'xstate.done.actor.checkoutLaunch':
      return act(async () =>
        take(
          ui.pending.purchase,
          'the purchase',
        )(launchAnswer(event.output as CheckoutLaunchOutput)),
      )
    default:
      throw new Error(`no view action for event '${event.type}'`)
  }
}

export async function assertStep(ui: Session, { step, path, index }: StepInfo<Machine>) {
  await runStateAssertions(views, step.state, step.state, ui)
  const toasts = expectedToasts(path.steps, index)
  if (toasts.length > expectedToasts(path.steps, index - 1).length)
    await findCheckoutErrorToast(toasts.at(-1)!)
  if (toasts.length === 0) expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
}
