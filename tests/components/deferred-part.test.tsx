import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DeferredPart } from '../../src/components/deferred-part'

describe('DeferredPart', () => {
  it('loads its lazy part the first time it is needed and keeps it mounted after', async () => {
    const load = vi.fn(async () => ({ default: () => <p>the dialogs</p> }))
    const Dialogs = lazy(load)
    const ui = (needed: boolean) => (
      <DeferredPart needed={needed} what="This page's dialogs">
        <Dialogs />
      </DeferredPart>
    )
    const { rerender } = render(ui(false))
    expect(load).not.toHaveBeenCalled()
    rerender(ui(true))
    expect(await screen.findByText('the dialogs')).toBeInTheDocument()
    rerender(ui(false))
    expect(screen.getByText('the dialogs')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
