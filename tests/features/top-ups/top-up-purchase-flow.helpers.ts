/**
 * The /token-topups page's buy buttons, dialogs and steps, as the top-up purchase flow tests
 * use them.
 */
import { screen, within } from '@testing-library/react'
import type { DemoAccountKey } from '../../../src/mocks/demo-accounts'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { renderApp } from '../../support/render-app'
import { demoUser } from '../pricing/pricing.helpers'

export type Session = Awaited<ReturnType<typeof renderApp>>

// `hidden`: the grid is aria-hidden behind an open modal dialog, and still checked then.
export const buyButtons = () =>
  within(screen.getByRole('list', { name: 'Token packages', hidden: true })).getAllByRole(
    'button',
    { hidden: true },
  )
export const card = (tokens: string) =>
  screen.getByRole('article', { name: `${tokens} Tokens`, hidden: true })
export const buyButton = (tokens: string) =>
  within(card(tokens)).getByRole('button', { hidden: true })
export const upgradeTip = () => screen.findByRole('dialog', { name: 'Get more with Pro' })
export const processingDialog = () => screen.queryByRole('dialog', { name: 'Processing Payment' })
export const billingRequests = () =>
  scenarioStore.requests({ path: '/api/user/:userId/billing', method: 'GET' })

export async function open(account: DemoAccountKey | null, o: { displayName?: null } = {}) {
  const user = account ? { ...demoUser(account), ...o } : null
  const session = await renderApp('/token-topups', { user })
  return session
}

/** Buy `tokens`; the upgrade tip (if any) is passed with Proceed. */
export async function buy(session: Session, tokens = '20M') {
  await session.user.click(buyButton(tokens))
}
