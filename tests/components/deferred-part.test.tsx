import { act, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DeferredPart } from '../../src/components/deferred-part'

// The page settles when a test says so (tests/support/setup.ts has it settled from the start).
const page = vi.hoisted(() => ({ settled: false }))
vi.mock('../../src/lib/use-page-settled', () => ({ usePageSettled: () => page.settled }))
beforeEach(() => {
  page.settled = false
})

function part(arrives: boolean, loadWhen?: 'settled' | 'hydrated') {
  const load = vi.fn(async () => ({ default: () => <p>the dialogs</p> }))
  const Dialogs = lazy(load)
  const preload = vi.fn(async () => arrives)
  const ui = (needed: boolean) => (
    <DeferredPart needed={needed} preload={preload} loadWhen={loadWhen} what="This page's dialogs">
      <Dialogs />
    </DeferredPart>
  )
  return { load, preload, ui }
}

describe('DeferredPart', () => {
  it('loads its lazy part the first time it is needed and keeps it mounted after', async () => {
    const { load, preload, ui } = part(false)
    const { rerender } = render(ui(false))
    expect(load).not.toHaveBeenCalled()
    expect(preload).not.toHaveBeenCalled()
    rerender(ui(true))
    expect(await screen.findByText('the dialogs')).toBeInTheDocument()
    rerender(ui(false))
    expect(screen.getByText('the dialogs')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preloads once the page has settled and mounts the part, unneeded, when its code arrived', async () => {
    const { load, preload, ui } = part(true)
    const { rerender } = render(ui(false))
    expect(preload).not.toHaveBeenCalled()
    page.settled = true
    await act(async () => rerender(ui(false)))
    expect(preload).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('the dialogs')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('with loadWhen "hydrated", preloads and mounts the part, unneeded, as soon as it is in the page, the page not settled', async () => {
    const { load, preload, ui } = part(true, 'hydrated')
    render(ui(false))
    expect(preload).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('the dialogs')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
    expect(page.settled).toBe(false)
  })

  it('stays out of the page when the preload failed, until it is needed', async () => {
    const { load, preload, ui } = part(false)
    const { rerender } = render(ui(false))
    page.settled = true
    await act(async () => rerender(ui(false)))
    expect(preload).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('the dialogs')).not.toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
    rerender(ui(true))
    expect(await screen.findByText('the dialogs')).toBeInTheDocument()
  })
})
