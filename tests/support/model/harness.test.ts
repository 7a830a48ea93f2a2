import { assign, fromPromise, setup, type AnyStateMachine } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import {
  assertCoverage,
  createPathModel,
  describeMachinePaths,
  findCoverageProblems,
  liveActorRunner,
  replayPath,
  replayPaths,
  type MachinePath,
  type TestFn,
} from './index'

/** A small purchase-like machine: an invoke with done/error, a named delay and a final state. */
const makeMachine = (withReceipt = false) =>
  setup({
    types: {
      context: {} as { tries: number; error: string | null },
      events: {} as { type: 'buy' } | { type: 'retry' } | { type: 'receipt.open' },
    },
    actors: { pay: fromPromise<string>(async () => 'never used') },
    delays: { SETTLE: 200 },
  }).createMachine({
    id: 'shop',
    context: { tries: 0, error: null },
    initial: 'idle',
    states: {
      idle: { on: { buy: 'paying' } },
      paying: {
        entry: assign({ tries: ({ context }) => context.tries + 1 }),
        invoke: {
          src: 'pay',
          onDone: 'settling',
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.error as Error).message }),
          },
        },
      },
      settling: { after: { SETTLE: 'paid' } },
      failed: { on: { retry: { target: 'paying', guard: ({ context }) => context.tries < 2 } } },
      paid: withReceipt ? { on: { 'receipt.open': 'receipt' } } : { type: 'final' },
      ...(withReceipt ? { receipt: { type: 'final' as const } } : {}),
    },
  }) as AnyStateMachine

const pass = () => {}
const allStates = { idle: pass, paying: pass, settling: pass, failed: pass, paid: pass }

/** Collects what describeMachinePaths registers, to run it here. */
function collect() {
  const tests: { name: string; fn: () => unknown }[] = []
  const prefix: string[] = []
  const api = {
    describe: (name: string, fn: () => void) => {
      prefix.push(name)
      fn()
      prefix.pop()
    },
    it: ((name, fn) => tests.push({ name: [...prefix, name].join(' > '), fn })) as TestFn,
  }
  return { api, tests }
}

describe('path generation', () => {
  it('lists done, error and delayed events with the exact synthetic types', () => {
    const model = createPathModel(makeMachine(), { errors: { pay: [new Error('Card declined')] } })
    const types = new Set(model.paths.flatMap((p) => p.steps.map((s) => s.event.type)))
    expect([...types].sort()).toEqual([
      'buy',
      'retry',
      'xstate.after.SETTLE.shop.settling',
      'xstate.done.actor.0.shop.paying',
      'xstate.error.actor.0.shop.paying',
      'xstate.init',
    ])
    expect(model.invokes).toEqual([{ id: '0.shop.paying', src: 'pay', stateKey: 'paying' }])
    expect(model.delays).toEqual([
      { eventType: 'xstate.after.SETTLE.shop.settling', delay: 'SETTLE', stateKey: 'settling' },
    ])
    expect(
      model.paths
        .find((p) => p.steps.some((s) => s.event.type.startsWith('xstate.error')))!
        .steps.at(-1)!.state.context.error,
    ).toBe('Card declined')
  })

  it('names paths after their states and events, uniquely', () => {
    const model = createPathModel(makeMachine())
    const names = model.paths.map((p) => p.description)
    expect(names).toContain('idle (initial state)')
    expect(names).toContain(
      'idle → paying → settling → paid via buy, xstate.done.actor.0.shop.paying, xstate.after.SETTLE.shop.settling',
    )
    expect(new Set(names).size).toBe(names.length)
  })

  it('keeps shortest paths and drops simple paths identical to one or contained in a longer one', () => {
    const model = createPathModel(makeMachine())
    const seq = (p: MachinePath) => p.steps.map((s) => s.event.type).join(',')
    const shortest = new Set(model.shortestPaths.map(seq))
    for (const path of model.simplePaths) {
      expect(shortest.has(seq(path))).toBe(false)
      expect(
        model.simplePaths.some((other) => other !== path && seq(other).startsWith(`${seq(path)},`)),
      ).toBe(false)
    }
    expect(model.stats.simpleGenerated).toBeGreaterThan(model.stats.simpleKept)
    expect(model.summary()).toMatch(
      /^\[paths\] shop: \d+ shortest, \d+ simple \(\d+ simple generated; /,
    )
  })

  it('a new state and transition add paths without any test edit', () => {
    const before = createPathModel(makeMachine(false))
    const after = createPathModel(makeMachine(true))
    expect(after.shortestPaths.length).toBeGreaterThan(before.shortestPaths.length)
    expect(after.paths.some((p) => p.steps.at(-1)!.key === 'receipt')).toBe(true)
    expect(before.paths.some((p) => p.steps.at(-1)!.key === 'receipt')).toBe(false)
  })

  it('caps the simple paths and says so', () => {
    const model = createPathModel(makeMachine(), { maxSimplePaths: 3 })
    expect(model.stats.capped).toBe(true)
    expect(model.stats.simpleGenerated).toBe(3)
    expect(model.summary()).toContain('CAPPED at maxSimplePaths=3')
    expect(createPathModel(makeMachine()).stats.capped).toBe(false)
  })

  it('throws a clear error when the snapshots explode', () => {
    const counter = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'inc' } },
    }).createMachine({
      context: { n: 0 },
      on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    })
    expect(() => createPathModel(counter, { name: 'counter', maxStates: 20 })).toThrow(
      /counter: more than 20 distinct snapshots/,
    )
  })
})

describe('coverage rule', () => {
  it('a machine with an unasserted state fails the suite', async () => {
    const { idle, paying, settling, failed } = allStates
    const { api, tests } = collect()
    describeMachinePaths(makeMachine(), { states: { idle, paying, settling, failed } }, api)
    const coverage = tests.find((t) =>
      t.name.includes('has an assertion for every reachable state'),
    )!
    expect(() => coverage.fn()).toThrow(/state 'paid' has no assertion/)
    // The paths through 'paid' fail too.
    const throughPaid = tests.find((t) => t.name.includes('→ paid via'))!
    await expect(throughPaid.fn()).rejects.toThrow(/no assertion for state 'paid'/)
  })

  it('a new state added to the machine fails until it has an assertion', () => {
    expect(() => assertCoverage(createPathModel(makeMachine(true)), allStates)).toThrow(
      /state 'receipt' has no assertion/,
    )
    expect(() =>
      assertCoverage(createPathModel(makeMachine(true)), { ...allStates, receipt: pass }),
    ).not.toThrow()
  })

  it('reports unreached states and assertion keys that name no state', () => {
    // Without its outputs the model cannot leave 'paying' when the error is filtered out.
    const model = createPathModel(makeMachine(), {
      events: { 'xstate.done.actor.0.shop.paying': [] },
    })
    expect(findCoverageProblems(model, { ...allStates, paied: pass })).toEqual([
      { kind: 'unreached', state: 'paid' },
      { kind: 'unreached', state: 'settling' },
      { kind: 'unknownKey', state: 'paied' },
    ])
    expect(findCoverageProblems(model, allStates, { paid: 'test', settling: 'test' })).toEqual([])
  })

  it('passes, and replays every path, when every state is asserted', async () => {
    const { api, tests } = collect()
    const seen = new Set<string>()
    const states = Object.fromEntries(
      Object.keys(allStates).map((k) => [k, () => void seen.add(k)]),
    )
    describeMachinePaths(makeMachine(), { states }, api)
    for (const test of tests) await test.fn()
    expect([...seen].sort()).toEqual(['failed', 'idle', 'paid', 'paying', 'settling'])
    expect(tests.filter((t) => t.name.includes('shortest paths >')).length).toBeGreaterThan(0)
  })
})

describe('live replay', () => {
  const model = createPathModel(makeMachine())
  const toPaid = model.paths.find((p) =>
    p.description.startsWith('idle → paying → settling → paid'),
  )!

  it('resolves fake actors on done events and advances fake timers on delayed events', async () => {
    const seen: string[] = []
    const states = Object.fromEntries(
      Object.keys(allStates).map((k) => [
        k,
        (_s: unknown, ctx: { invocations: { status: string }[] }) =>
          void seen.push(`${k}:${ctx.invocations.map((i) => i.status).join()}`),
      ]),
    )
    await replayPath(toPaid, liveActorRunner(model, { states }))
    expect(seen).toEqual(['idle:', 'paying:pending', 'settling:resolved', 'paid:resolved'])
    expect(vi.isFakeTimers()).toBe(false)
  })

  it('fails when the live actor does not reach the state of the path step', async () => {
    // A real implementation that resolves at once: the live actor leaves 'paying' by itself.
    const runner = liveActorRunner(model, {
      states: allStates,
      provide: () => ({ actors: { pay: fromPromise(async () => 'ok') } }),
    })
    await expect(replayPath(toPaid, runner)).rejects.toThrow(
      /step 1 \(buy → paying\)[\s\S]*live state value/,
    )
  })

  it('fails when a state assertion fails, naming the step', async () => {
    const runner = liveActorRunner(model, {
      states: { ...allStates, settling: (s) => expect(s.context.tries).toBe(5) },
    })
    await expect(replayPath(toPaid, runner)).rejects.toThrow(
      /step 2 \(xstate\.done\.actor\.0\.shop\.paying → settling\)/,
    )
  })
})

describe('view replay hook', () => {
  it('drives any system through start, step and assert, one it() per path', async () => {
    const model = createPathModel(makeMachine())
    const log: string[] = []
    const tests: { name: string; fn: () => unknown }[] = []
    replayPaths(
      [model.paths.find((p) => p.description.startsWith('idle → paying → failed'))!],
      {
        start: (path) => (log.push(`start ${path.steps.length}`), { clicks: 0 }),
        step: (session, { step }) => void (session.clicks++, log.push(`do ${step.event.type}`)),
        assert: (session, { step }) => void log.push(`see ${step.key} after ${session.clicks}`),
        stop: () => void log.push('stop'),
      },
      { it: (name, fn) => tests.push({ name, fn }) },
    )
    expect(tests.map((t) => t.name)).toEqual([
      'idle → paying → failed via buy, xstate.error.actor.0.shop.paying',
    ])
    await tests[0]!.fn()
    expect(log).toEqual([
      'start 3',
      'see idle after 0',
      'do buy',
      'see paying after 1',
      'do xstate.error.actor.0.shop.paying',
      'see failed after 2',
      'stop',
    ])
  })
})
