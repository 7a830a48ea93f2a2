import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followLinksUntilHydrated, Hydrated } from '../src/hydrating-links'

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
