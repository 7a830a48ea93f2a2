import { render, screen } from '@testing-library/react'
import { Suspense, type ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { preloadable } from '../../src/lib/preloadable'

const Dialogs = ({ title }: { title: string }) => <p>{title}</p>
const page = (Part: ComponentType<{ title: string }>) => (
  <Suspense fallback={<p>loading</p>}>
    <Part title="the dialogs" />
  </Suspense>
)

describe('preloadable', () => {
  it('preloaded, renders in the same commit: no fallback, nothing to wait for', async () => {
    const load = vi.fn(async () => Dialogs)
    const Part = preloadable(load)
    await Part.preload()
    render(page(Part))
    expect(screen.getByText('the dialogs')).toBeInTheDocument()
    expect(screen.queryByText('loading')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('not preloaded, suspends like React.lazy and loads its code once', async () => {
    const load = vi.fn(async () => Dialogs)
    const Part = preloadable(load)
    render(page(Part))
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('the dialogs')).toBeInTheDocument()
    await Part.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load: the next preload fetches again', async () => {
    const load = vi
      .fn<() => Promise<typeof Dialogs>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Dialogs)
    const Part = preloadable(load)
    await expect(Part.preload()).rejects.toThrow('Failed to fetch dynamically imported module')
    await expect(Part.preload()).resolves.toBe(Dialogs)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
