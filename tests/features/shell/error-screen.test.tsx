import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import axe from 'axe-core'
import { PartBoundary } from '../../../src/components/part-boundary'
import { RootErrorScreen } from '../../../src/features/shell/root-error-screen'
import { renderApp } from '../../support/render-app'

/** axe-core's WCAG 2 A/AA rules on what jsdom rendered (colour contrast needs a real browser:
 *  the e2e suite checks it on the same screen). */
async function axeViolations(root: Element) {
  // jsdom has no canvas (axe probes it for icon fonts): say so instead of letting jsdom complain.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  const { violations } = await axe.run(root, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
    },
  })
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)
}

// The FAQ page's view throws while rendering: the router's error screen must take its place.
vi.mock('../../../src/features/content/faq/faq-page', () => ({
  FaqPage: () => {
    throw new Error('render failed')
  },
}))

const missingChunk = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost:4173/assets/sign-in-dialog-x.js',
  )

function Throws({ error }: { error: Error }): never {
  throw error
}

describe('a page whose view throws', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows the error screen inside the shell, with Reload, a link home and the support address', async () => {
    await renderApp('/faq')
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Something went wrong on this page',
    })
    expect(
      screen.getByText('The page could not be shown. Reloading usually fixes it.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'support@superbullet.ai' }),
    ).toHaveAttribute('href', 'mailto:support@superbullet.ai')
    // The header and footer stay: the visitor can go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    await waitFor(() => expect(heading).toHaveFocus())
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('when the shell itself fails (the root error component): a home link, the same screen, clean for axe', async () => {
    const { container } = render(
      <RootErrorScreen error={missingChunk()} reset={() => {}} info={{ componentStack: '' }} />,
    )
    expect(screen.getByRole('link', { name: 'SuperbulletAI home' })).toHaveAttribute('href', '/')
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'A new version of SuperbulletAI is available',
    })
    expect(
      screen.getByText(
        'This page needs part of the site that has just been updated. Reload the page to continue.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled()
    await waitFor(() => expect(heading).toHaveFocus())
    expect(await axeViolations(container)).toEqual([])
  })
})

describe('a part that fails (PartBoundary)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => vi.restoreAllMocks())

  it('says which part failed, in its place, and keeps what is around it', () => {
    render(
      <main>
        <p>Rest of the page</p>
        <PartBoundary what="The Usage tab">
          <Throws error={new Error('boom')} />
        </PartBoundary>
      </main>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Usage tab ran into a problem. Reload the page to continue.',
    )
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
    expect(screen.getByText('Rest of the page')).toBeInTheDocument()
  })

  it('words a missing chunk as an update, and Dismiss puts the owner back in a usable state', async () => {
    const onDismiss = vi.fn()
    let fail = true
    function MaybeThrows() {
      if (fail) throw missingChunk()
      return <p>The dialog</p>
    }
    render(
      <PartBoundary what="The sign-in dialog" floating onDismiss={onDismiss}>
        <MaybeThrows />
      </PartBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The sign-in dialog could not load: the site has just been updated. Reload the page to continue.',
    )
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('The dialog')).toBeInTheDocument()
  })
})
