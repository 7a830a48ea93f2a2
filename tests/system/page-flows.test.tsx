import { act, render } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { createMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { BILLING, PRO_PURCHASE } from '../../machines/app.machine'
import { AppProvider } from '../../src/system/app-context'
import type { AppActor } from '../../src/system/app-system'
import { usePageFlow } from '../../src/system/use-page-flow'
import { startTestApp } from '../support/render-app'

/** A page flow that records the input it started with. */
const flowLogic = createMachine({
  types: {} as { context: { input: unknown }; input: unknown },
  context: ({ input }) => ({ input }),
})

const seen: unknown[] = []
function Page({ userId }: { userId: string }) {
  const actor = usePageFlow({
    id: BILLING,
    logic: flowLogic as never,
    input: { userId },
    key: userId,
  })
  seen.push(actor)
  return (
    <p>
      {String(
        (actor.getSnapshot().context as unknown as { input: { userId: string } }).input.userId,
      )}
    </p>
  )
}

function mount(app: AppActor, page: ReactNode) {
  return render(
    <StrictMode>
      <AppProvider app={app}>{page}</AppProvider>
    </StrictMode>,
  )
}

/** Lets the root's delayed stop of a left page's flow run. */
const afterTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)))

describe("a page's flow in the app's system", () => {
  it('is a child of the root found by its systemId from the first render, and survives StrictMode’s remount', async () => {
    seen.length = 0
    const { app } = startTestApp({ user: null }, () => {})
    const view = mount(app, <Page userId="u1" />)
    await afterTask()
    const flow = app.system.get(BILLING)
    expect(flow).toBeDefined()
    expect((app.getSnapshot().children as Record<string, unknown>)[BILLING]).toBe(flow)
    expect(flow.system).toBe(app.system)
    expect(flow.getSnapshot().status).toBe('active')
    // Every render, the double ones included, read that one actor.
    expect(new Set(seen)).toEqual(new Set([flow]))
    expect(view.container.textContent).toBe('u1')
  })

  it('stops when the page is left, and a return starts a fresh one', async () => {
    const { app } = startTestApp({ user: null }, () => {})
    const view = mount(app, <Page userId="u1" />)
    await afterTask()
    const first = app.system.get(BILLING)
    view.unmount()
    await afterTask()
    expect(app.system.get(BILLING)).toBeUndefined()
    expect(first.getSnapshot().status).toBe('stopped')
    expect(app.getSnapshot().context.pages).toEqual({})
    mount(app, <Page userId="u1" />)
    await afterTask()
    expect(app.system.get(BILLING)).not.toBe(first)
    expect(app.system.get(BILLING).getSnapshot().status).toBe('active')
  })

  it('another key (the next user) stops the running flow and starts one with its input', async () => {
    const { app } = startTestApp({ user: null }, () => {})
    const view = mount(app, <Page key="u1" userId="u1" />)
    await afterTask()
    const first = app.system.get(BILLING)
    view.rerender(
      <StrictMode>
        <AppProvider app={app}>
          <Page key="u2" userId="u2" />
        </AppProvider>
      </StrictMode>,
    )
    await afterTask()
    const next = app.system.get(BILLING)
    expect(first.getSnapshot().status).toBe('stopped')
    expect(next).not.toBe(first)
    expect(next.getSnapshot().status).toBe('active')
    expect(view.container.textContent).toBe('u2')
    expect(app.getSnapshot().context.pages).toEqual({ [BILLING]: 'u2' })
  })

  it('flows of two pages are two children, each stopped with its own page', async () => {
    const { app } = startTestApp({ user: null }, () => {})
    function Pricing() {
      usePageFlow({ id: PRO_PURCHASE, logic: flowLogic as never, input: {} })
      return null
    }
    const billing = mount(app, <Page userId="u1" />)
    const pricing = mount(app, <Pricing />)
    await afterTask()
    expect(Object.keys(app.getSnapshot().context.pages).sort()).toEqual([BILLING, PRO_PURCHASE])
    pricing.unmount()
    await afterTask()
    expect(app.system.get(PRO_PURCHASE)).toBeUndefined()
    expect(app.system.get(BILLING).getSnapshot().status).toBe('active')
    billing.unmount()
  })
})
