/**
 * The /pricing page's steps to a Pro purchase and its Processing Payment dialog, as the Pro
 * purchase flow tests use them.
 */
import { screen, within } from '@testing-library/react'
import type { renderApp } from '../../support/render-app'

export type Session = Awaited<ReturnType<typeof renderApp>>

/** Get Pro, then wait for the acknowledgement dialog. */
export async function openUpgrade({ user }: Session) {
  await user.click(await screen.findByRole('button', { name: 'Get Pro' }))
  return screen.findByRole('dialog', { name: 'Upgrade to Pro' })
}

/** Get Pro, tick the acknowledgement, Proceed. */
export async function buyPro(session: Session) {
  const dialog = await openUpgrade(session)
  await session.user.click(within(dialog).getByRole('checkbox'))
  await session.user.click(within(dialog).getByRole('button', { name: 'Proceed: $20.00 / month' }))
  return dialog
}

export const processingDialog = () =>
  screen.queryByRole('alertdialog', { name: 'Processing Payment' })

/** Records whether the Processing Payment dialog was ever in the DOM. */
export function watchProcessingDialog() {
  let seen = false
  const check = () => {
    if (document.body.textContent?.includes('Processing Payment')) seen = true
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return {
    get seen() {
      check()
      return seen
    },
    stop: () => observer.disconnect(),
  }
}
