import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DeferredPart } from '../../src/components/deferred-part'

function part(arrives: boolean) {
  const load = vi.fn(async () => ({ default: () => <p>the dialogs</p> }))
  const Dialogs = lazy(load)
  const preload = vi.fn(async () => arrives)
  const ui = (needed: boolean) => (
    <DeferredPart needed={needed} preload={preload} what="This page's dialogs">
      <Dialogs />
    </DeferredPart>
  )
  return { load, preload, ui }
}

describe('DeferredPart', () => {
  it('preloads as soon as it is in the page and mounts the part, unneeded, when its code arrived', async () => {
    const { load, preload, ui } = part(true)
    render(ui(false))
    expect(preload).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('the dialogs')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('stays out of the page when the preload failed, loads the part when needed and keeps it mounted after', async () => {
    const { load, preload, ui } = part(false)
    const { rerender } = render(ui(false))
    expect(preload).toHaveBeenCalledTimes(1)
    await Promise.resolve()
    expect(screen.queryByText('the dialogs')).not.toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
    rerender(ui(true))
    expect(await screen.findByText('the dialogs')).toBeInTheDocument()
    rerender(ui(false))
    expect(screen.getByText('the dialogs')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
