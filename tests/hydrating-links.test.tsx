import { createBrowserHistory, createMemoryHistory } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  followLinksUntilHydrated,
  holdNavigationsUntilHydrated,
  Hydrated,
} from '../src/hydrating-links'

describe('links while the page hydrates', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  /** A page whose link and button report the clicks that reach React. */
  function renderPage() {
    const reached: string[] = []
    const page = (
      <div onClick={(e) => reached.push((e.target as HTMLElement).textContent ?? '')}>
        <a href="#faq">
          <span>FAQ</span>
        </a>
        <button type="button">Get Pro</button>
      </div>
    )
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    render(
      <>
        {page}
        <Hydrated onHydrated={followLinksUntilHydrated()} />
      </>,
    )
    return { reached, idle }
  }

  it('are left to the browser until the first idle moment after the commit: React never sees their click, buttons work as usual', () => {
    const { reached, idle } = renderPage()
    screen.getByText('FAQ').click()
    screen.getByRole('button', { name: 'Get Pro' }).click()
    expect(reached).toEqual(['Get Pro'])
    expect(idle).toHaveLength(1)
    idle[0]!()
    screen.getByText('FAQ').click()
    expect(reached).toEqual(['Get Pro', 'FAQ'])
  })

  it('without idle callbacks (Safari) go back to React a second after the commit', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    try {
      const reached: string[] = []
      render(
        <>
          <a href="#faq" onClick={() => reached.push('FAQ')}>
            FAQ
          </a>
          <Hydrated onHydrated={followLinksUntilHydrated()} />
        </>,
      )
      screen.getByText('FAQ').click()
      vi.advanceTimersByTime(999)
      screen.getByText('FAQ').click()
      expect(reached).toEqual([])
      vi.advanceTimersByTime(1)
      screen.getByText('FAQ').click()
      expect(reached).toEqual(['FAQ'])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('navigations made in code while the page hydrates', () => {
  /** Lets the history's blockers and its notification run. */
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

  it('wait for the page to hydrate, then go where they were sent, in order', async () => {
    const history = createMemoryHistory({ initialEntries: ['/pricing'] })
    const seen: string[] = []
    history.subscribe(({ location }) => seen.push(location.pathname))
    const hydrated = holdNavigationsUntilHydrated(history)
    history.push('/dashboard')
    history.push('/downloads')
    await settle()
    expect(history.location.pathname).toBe('/pricing')
    expect(seen).toEqual([])
    hydrated()
    await settle()
    expect(seen).toEqual(['/dashboard', '/downloads'])
    expect(history.location.pathname).toBe('/downloads')
  })

  it('never ask the browser to confirm leaving: a link the browser follows meanwhile just goes', () => {
    const history = createBrowserHistory()
    const hydrated = holdNavigationsUntilHydrated(history)
    try {
      const leaving = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(leaving)
      expect(leaving.defaultPrevented).toBe(false)
    } finally {
      hydrated()
      history.destroy()
    }
  })

  it('go at once after the page has hydrated', async () => {
    const history = createMemoryHistory({ initialEntries: ['/pricing'] })
    holdNavigationsUntilHydrated(history)()
    history.push('/faq')
    await settle()
    expect(history.location.pathname).toBe('/faq')
  })
})
