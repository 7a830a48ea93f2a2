import { createActor, createMachine, type InspectionEvent } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The real package opens a window at stately.ai; here a fake records what it would receive.
const browserInspector = vi.hoisted(() => ({
  next: vi.fn<(event: InspectionEvent) => void>(),
  created: vi.fn(),
}))
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: (...args: unknown[]) => {
    browserInspector.created(...args)
    return { inspect: { next: browserInspector.next } }
  },
}))

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { flip: 'on' } },
    on: { invoke: { src: createMachine({ id: 'child' }) }, on: { flip: 'off' } },
  },
})

/** A fresh copy of src/inspect.ts (it keeps its observer in module state). */
const freshInspectModule = async () => {
  vi.resetModules()
  return import('../src/inspect')
}

describe('XState inspector (src/inspect.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    browserInspector.next.mockClear()
    browserInspector.created.mockClear()
  })

  it('with VITE_XSTATE_INSPECT=true in development, every event of an actor and its children reaches the Stately inspector', async () => {
    vi.stubEnv('VITE_XSTATE_INSPECT', 'true')
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const { inspector, startInspector } = await freshInspectModule()
    await startInspector()
    expect(browserInspector.created).toHaveBeenCalledTimes(1)
    expect(console.info).toHaveBeenCalledWith(
      expect.stringContaining('allow pop-ups for this site'),
    )

    const actor = createActor(toggle, { inspect: inspector }).start()
    actor.send({ type: 'flip' })
    const events = browserInspector.next.mock.calls.map(([e]) => e)
    expect(
      events
        .filter((e) => e.type === '@xstate.actor')
        .map((e) => e.actorRef.getSnapshot().machine?.id),
    ).toEqual(['toggle', 'child'])
    expect(events.some((e) => e.type === '@xstate.event' && e.event.type === 'flip')).toBe(true)
    expect(events.filter((e) => e.type === '@xstate.snapshot').at(-1)?.snapshot).toMatchObject({
      value: 'on',
    })
    actor.stop()
  })

  it('is a no-op without the flag: the inspector package is never loaded', async () => {
    vi.stubEnv('VITE_XSTATE_INSPECT', 'false')
    const { inspector, startInspector } = await freshInspectModule()
    await startInspector()
    createActor(toggle, { inspect: inspector }).start().send({ type: 'flip' })
    expect(browserInspector.created).not.toHaveBeenCalled()
    expect(browserInspector.next).not.toHaveBeenCalled()
  })

  it('is a no-op outside development, even with the flag', async () => {
    vi.stubEnv('VITE_XSTATE_INSPECT', 'true')
    vi.stubEnv('DEV', false)
    const { inspector, startInspector } = await freshInspectModule()
    await startInspector()
    createActor(toggle, { inspect: inspector }).start()
    expect(browserInspector.created).not.toHaveBeenCalled()
    expect(browserInspector.next).not.toHaveBeenCalled()
  })
})
