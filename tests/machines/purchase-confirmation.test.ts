import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { DEFAULT_CONFIRMATION_TIMING, nextWaitMs, purchaseConfirmationMachine } from '../../machines/purchase-confirmation.machine'
import type { PendingPurchase } from '../../src/domain/pending-purchase'
import { selectConfirmationPhase } from '../../src/features/checkout/confirmation/purchase-confirmation.selectors'

const purchase: PendingPurchase = { itemId: 'pro', name: 'Pro', type: 'subscription', amount: 20, reference: 'chk_1', intentKey: '3b241101-e2bb-4255-8caf-4136c566a962', startedAt: '2026-11-24T10:00:00.000Z', userId: 'buyer' }

function start(answers: (call: number) => boolean | Error) {
  const calls: number[] = []
  const actor = createActor(
    purchaseConfirmationMachine.provide({
      actors: {
        checkActivation: fromPromise(async () => {
          calls.push(Date.now())
          const answer = answers(calls.length)
          if (answer instanceof Error) throw answer
          return answer
        }),
      },
    }),
    { input: { purchase } },
  )
  actor.start()
  actor.send({ type: 'auth.signedIn', userId: 'buyer' })
  return { actor, calls, phase: () => selectConfirmationPhase(actor.getSnapshot()) }
}

describe('the purchase confirmation timing', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(0)
  })
  afterEach(() => vi.useRealTimers())

  it('checks at once, then after about 1, 2, 4 and 8 s, and says it is late when 60 s have passed', async () => {
    const { calls, phase } = start(() => false)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(phase()).toBe('confirming')
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual([0, 1000, 3000, 7000, 15_000, 23_000, 31_000, 39_000, 47_000, 55_000, 60_000])
    expect(phase()).toBe('delayed')
    // Late: it keeps checking every 15 s, and Check again checks now.
    await vi.advanceTimersByTimeAsync(15_000)
    expect(calls.at(-1)).toBe(75_000)
    expect(phase()).toBe('delayed')
  })

  it('a failed check counts as not yet; the next one that sees the purchase confirms it', async () => {
    const { calls, phase } = start((n) => (n < 3 ? new Error('Failed to get billing info: 500') : true))
    await vi.advanceTimersByTimeAsync(2999)
    expect(phase()).toBe('confirming')
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    expect(phase()).toBe('confirmed')
  })

  it('Check again in the late phase checks at once', async () => {
    const { actor, calls, phase } = start((n) => n > 11)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(phase()).toBe('delayed')
    actor.send({ type: 'confirmation.retry' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(12)
    expect(phase()).toBe('confirmed')
  })

  it('cuts the last wait so that the window ends on time', () => {
    expect(nextWaitMs({ timing: DEFAULT_CONFIRMATION_TIMING, attempt: 9, waitedMs: 55_000 })).toBe(5000)
    expect(nextWaitMs({ timing: DEFAULT_CONFIRMATION_TIMING, attempt: 0, waitedMs: 0 })).toBe(1000)
  })

  it('another account signing in claims nothing for the buyer', () => {
    const { actor, phase } = start(() => false)
    actor.send({ type: 'auth.signedIn', userId: 'someone-else' })
    expect(phase()).toBe('noPurchase')
  })
})
