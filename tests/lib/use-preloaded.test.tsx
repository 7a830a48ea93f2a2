import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { deferred } from '../support/deferred'
import { preloadable, type Preloadable } from '../../src/lib/preloadable'
import { usePreloaded } from '../../src/lib/use-preloaded'

const Menu = () => <p>the menu</p>
const fallbackShown = vi.fn()
function Fallback() {
  fallbackShown()
  return <p>fallback</p>
}

/** The part once its code is in, a placeholder before; a fallback would mean the part suspended. */
function Slot({ part: Part, needed }: { part: Preloadable<object>; needed: boolean }) {
  const arrived = usePreloaded(Part, needed)
  return (
    <Suspense fallback={<Fallback />}>{needed && arrived ? <Part /> : <p>placeholder</p>}</Suspense>
  )
}

function Arrived({ part }: { part: Preloadable<object> }) {
  return <p>{usePreloaded(part, true) ? 'arrived' : 'waiting'}</p>
}

describe('usePreloaded', () => {
  it('fetches once needed and answers true when the code has arrived: no Suspense fallback meanwhile', async () => {
    const code = deferred<typeof Menu>()
    const load = vi.fn(() => code.promise)
    const part = preloadable(load)
    const { rerender } = render(<Slot part={part} needed={false} />)
    expect(load).not.toHaveBeenCalled()
    rerender(<Slot part={part} needed />)
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('placeholder')).toBeInTheDocument()
    code.resolve(Menu)
    expect(await screen.findByText('the menu')).toBeInTheDocument()
    expect(fallbackShown).not.toHaveBeenCalled()
    expect(part.loaded()).toBe(true)
  })

  it('answers true at once when the code arrived before', async () => {
    const part = preloadable(async () => Menu)
    await part.preload()
    render(<Slot part={part} needed />)
    expect(screen.getByText('the menu')).toBeInTheDocument()
  })

  it('counts a failed fetch as arrived: the part then suspends and its boundary reports the failure', async () => {
    const part = preloadable(() =>
      Promise.reject<typeof Menu>(new Error('Failed to fetch dynamically imported module')),
    )
    render(<Arrived part={part} />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    expect(await screen.findByText('arrived')).toBeInTheDocument()
    expect(part.loaded()).toBe(false)
  })
})
