import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  LIMIT_NOT_A_NUMBER,
  LIMIT_REQUIRED,
  LIMIT_TOO_HIGH,
  LIMIT_TOO_LOW,
  SPENDING_LIMIT_HINT,
} from '../../../src/features/dashboard/spending-limit'
import { tabFromPath } from '../../../src/features/dashboard/dashboard-tabs'
import { renderApp } from '../../support/render-app'
import { demoUser, requestCount, scenarioStore } from './dashboard.helpers'

beforeEach(() => scenarioStore.reset())

const selectedTab = () => screen.getByRole('tab', { selected: true })

describe('dashboard tabs', () => {
  it.each([
    ['/dashboard', 'Settings'],
    ['/dashboard/', 'Settings'],
    ['/dashboard/settings', 'Settings'],
    ['/dashboard/usage', 'Usage'],
    ['/dashboard/billing', 'Billing & Invoices'],
  ])('%s opens the %s tab', async (path, tab) => {
    await renderApp(path, { user: demoUser('pro') })
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
    expect(selectedTab()).toHaveTextContent(tab)
    expect(screen.getByRole('tabpanel')).toBeVisible()
  })

  it('pushes the tab URL on a switch, and back and forward follow it', async () => {
    const { user, router } = await renderApp('/dashboard', { user: demoUser('pro') })
    await screen.findByRole('heading', { name: 'Account Settings' })
    await user.click(screen.getByRole('tab', { name: 'Usage' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/usage'))
    expect(selectedTab()).toHaveTextContent('Usage')
    await user.click(screen.getByRole('tab', { name: 'Billing & Invoices' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/billing'))
    expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeInTheDocument()

    act(() => router.history.back())
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/usage'))
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Usage'))
    act(() => router.history.back())
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Settings'))
    act(() => router.history.forward())
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Usage'))
  })

  it('keeps what was typed in Settings across a tab switch', async () => {
    const { user } = await renderApp('/dashboard/settings', { user: demoUser('pro') })
    const name = await screen.findByRole('textbox', { name: 'Display Name' })
    await user.clear(name)
    await user.type(name, 'Builder Bob')
    await user.click(screen.getByRole('tab', { name: 'Usage' }))
    await user.click(screen.getByRole('tab', { name: 'Settings' }))
    expect(screen.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Builder Bob')
  })

  it('asks an anonymous visitor to sign in, with the dialog, and shows no dashboard', async () => {
    await renderApp('/dashboard/billing')
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument()
    // Behind the modal dialog: the prompt, never an empty dashboard.
    expect(screen.getByText('Sign in required')).toBeInTheDocument()
    expect(screen.queryByRole('tablist', { hidden: true })).not.toBeInTheDocument()
    expect(requestCount('/api/user/:userId/billing')).toBe(0)
  })

  it("has a signed-in user's dashboard code before the first render (the route's loader fetched it)", async () => {
    await renderApp('/dashboard/usage', { user: demoUser('pro') })
    // getBy, not findBy: no loading step between the shell and the dashboard.
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  })

  it('shows the dashboard once a visitor signs in on the page', async () => {
    const { user } = await renderApp('/dashboard')
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
    await user.type(within(dialog).getByLabelText('Email'), 'pro@demo.superbullet.ai')
    await user.type(within(dialog).getByLabelText('Password'), 'superbullet-demo')
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
    expect(screen.queryByText('Sign in required')).not.toBeInTheDocument()
  })

  it.each([
    ['/dashboard', 'settings'],
    ['/dashboard/', 'settings'],
    ['/dashboard/usage', 'usage'],
    ['/dashboard/billing/', 'billing'],
    ['/dashboard/settings', 'settings'],
  ])('tabFromPath(%s) = %s', (path, tab) => expect(tabFromPath(path)).toBe(tab))
})

describe('settings tab', () => {
  it('has an editable Display Name, the read-only Email and Reset your password', async () => {
    const { user } = await renderApp('/dashboard/settings', { user: demoUser('pro') })
    const account = within(
      await screen
        .findByRole('heading', { name: 'Account Settings' })
        .then((h) => h.parentElement!),
    )
    const name = account.getByRole('textbox', { name: 'Display Name' })
    expect(name).toHaveValue('Pro Demo')
    await user.clear(name)
    await user.type(name, 'Someone else')
    expect(name).toHaveValue('Someone else')
    const email = account.getByRole('textbox', { name: 'Email' })
    expect(email).toHaveValue('pro@demo.superbullet.ai')
    expect(email).toHaveAttribute('readonly')
    await user.type(email, 'x')
    expect(email).toHaveValue('pro@demo.superbullet.ai')
    expect(account.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/reset-password',
    )
  })

  it('says the user is on a fixed plan while usage-based pricing is off; Save is enabled', async () => {
    await renderApp('/dashboard/settings', { user: demoUser('pro') })
    const toggle = await screen.findByRole('switch', { name: 'Enable usage-based pricing' })
    expect(toggle).not.toBeChecked()
    expect(screen.getByText(/You are on a fixed plan/)).toBeInTheDocument()
    expect(
      screen.queryByRole('textbox', { name: /Monthly Spending Limit/ }),
    ).not.toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: 'Usage Alerts' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled()
  })

  it('turned on, requires a limit with the hint, offers Usage Alerts at 80%, and disables Save until the limit is valid', async () => {
    const { user } = await renderApp('/dashboard/settings', { user: demoUser('pro') })
    await user.click(await screen.findByRole('switch', { name: 'Enable usage-based pricing' }))
    expect(screen.queryByText(/You are on a fixed plan/)).not.toBeInTheDocument()
    const limit = screen.getByRole('textbox', { name: /Monthly Spending Limit/ })
    expect(limit).toBeRequired()
    expect(limit).toHaveAccessibleDescription(expect.stringContaining(SPENDING_LIMIT_HINT))
    const alerts = screen.getByRole('switch', { name: 'Usage Alerts' })
    expect(alerts).toHaveAccessibleDescription(expect.stringContaining('80%'))
    const save = screen.getByRole('button', { name: 'Save Settings' })
    expect(save).toBeDisabled()
    // No message before the field is touched, and no worst case without a limit.
    expect(screen.queryByText(LIMIT_REQUIRED)).not.toBeInTheDocument()
    expect(screen.queryByText(/^At most/)).not.toBeInTheDocument()

    await user.type(limit, '250')
    expect(save).toBeEnabled()
    expect(limit).not.toHaveAttribute('aria-invalid', 'true')
    expect(alerts).toHaveAccessibleDescription('Notify me at 80% of my limit ($200).')
    // The month's worst case next to the limit.
    expect(
      screen.getByText('At most $250 of usage this month, on top of your plan.'),
    ).toBeInTheDocument()
    await user.clear(limit)
    expect(screen.queryByText(/^At most/)).not.toBeInTheDocument()
    await user.type(limit, '250')
    await user.click(alerts)
    expect(alerts).not.toBeChecked()
  })

  it.each([
    ['', LIMIT_REQUIRED],
    ['  ', LIMIT_REQUIRED],
    ['0', LIMIT_TOO_LOW],
    ['-5', LIMIT_TOO_LOW],
    ['10001', LIMIT_TOO_HIGH],
    ['1e5', LIMIT_NOT_A_NUMBER],
    ['0x10', LIMIT_NOT_A_NUMBER],
    ['NaN', LIMIT_NOT_A_NUMBER],
    ['<script>', LIMIT_NOT_A_NUMBER],
  ])('rejects %j inline and keeps Save disabled', async (value, message) => {
    const { user } = await renderApp('/dashboard/settings', { user: demoUser('pro') })
    await user.click(await screen.findByRole('switch', { name: 'Enable usage-based pricing' }))
    const limit = screen.getByRole('textbox', { name: /Monthly Spending Limit/ })
    await user.click(limit)
    if (value)
      await user.type(
        limit,
        value.replace(/[{[]/g, (c) => c + c),
      )
    await user.tab()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(limit).toHaveAttribute('aria-invalid', 'true')
    expect(limit).toHaveAccessibleErrorMessage(message)
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled()
  })

  it('turning usage-based pricing off again enables Save whatever the limit', async () => {
    const { user } = await renderApp('/dashboard/settings', { user: demoUser('pro') })
    const toggle = await screen.findByRole('switch', { name: 'Enable usage-based pricing' })
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled()
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled()
  })
})

describe('usage tab', () => {
  it('shows the zero placeholders and a blurred Usage History behind Coming Soon', async () => {
    await renderApp('/dashboard/usage', { user: demoUser('pro') })
    const stats = within(await screen.findByRole('region', { name: 'Usage this month' }))
    const stat = (label: string) => stats.getByText(label).parentElement!
    expect(stat('Tokens used')).toHaveTextContent('0M')
    expect(stat('Chat sessions')).toHaveTextContent(/^Chat sessions0/)
    expect(stat('Total tokens used')).toHaveTextContent(/^Total tokens used0/)
    expect(screen.getByRole('heading', { name: 'Usage History' })).toBeInTheDocument()
    expect(screen.getByText('Coming Soon')).toBeVisible()
    const sample = screen.getByTestId('usage-history-sample')
    expect(sample).toHaveAttribute('aria-hidden', 'true')
    expect(sample.children.length).toBeGreaterThanOrEqual(3)
    // The sample rows are not data: hidden from assistive technology and not focusable.
    expect(sample).toHaveAttribute('inert')
    expect(within(sample).queryAllByRole('generic')).toHaveLength(0)
  })
})
