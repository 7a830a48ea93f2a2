import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, type AnyActorRef } from 'xstate'
import {
  toCheckoutFailure,
  type CheckoutLaunchOutput,
  type LaunchIntent as PurchaseIntent,
} from '../../machines/checkout-launch.machine'
import { PurchaseError } from '../../src/api/errors'
import { NO_CHECKOUT_URL, UNABLE_TO_OPEN_CHECKOUT } from '../../src/domain/error-messages'
import type { PurchaseResponse } from '../../src/api/schemas'
import {
  selectCheckoutChild,
  selectProcessingDialog,
} from '../../src/features/checkout/purchase/checkout-launch.selectors'
import {
  delayed,
  delayedReject,
  request,
  response,
  start,
  startParent,
} from './checkout-launch.helpers'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('checkout launch: timing', () => {
  it('runs at once but shows no dialog before 200 ms, and shows it after', async () => {
    const { view } = start({ purchase: () => delayed(1000, response) })
    expect(view()).toBe(false)
    await vi.advanceTimersByTimeAsync(199)
    expect(view()).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(view()).toBe(true)
  })

  it('clears the dialog and the marker 500 ms after a successful launch', async () => {
    const { actor, view, open } = start({ purchase: () => delayed(300, response) })
    await vi.advanceTimersByTimeAsync(300)
    expect(open).toHaveBeenCalledWith({
      response,
      request,
      itemId: 'Pro',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(view()).toBe(true)
    await vi.advanceTimersByTimeAsync(499)
    expect(actor.getSnapshot().status).toBe('active')
    expect(view()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().status).toBe('done')
    expect(view()).toBe(false)
    expect(actor.getSnapshot().output).toEqual<CheckoutLaunchOutput>({
      ok: true,
      outcome: 'embedded',
    })
  })

  it('never flashes the dialog when the checkout opens within 200 ms', async () => {
    const { actor, view } = start({
      purchase: () => delayed(50, response),
      open: async () => 'hosted',
    })
    await vi.advanceTimersByTimeAsync(50)
    expect(actor.getSnapshot().value).toMatchObject({ active: { work: 'launched' } })
    for (let t = 50; t < 550; t += 25) {
      expect(view()).toBe(false)
      await vi.advanceTimersByTimeAsync(25)
    }
    expect(actor.getSnapshot().output).toEqual({ ok: true, outcome: 'hosted' })
  })

  // A busy, slow device: the backend's answer has arrived, but the page reads it after the delay.
  const answeredAt = (answerMs: number, readMs: number) => (intent: PurchaseIntent) =>
    new Promise<PurchaseResponse>((resolve) => {
      setTimeout(intent.onAnswer, answerMs)
      setTimeout(() => resolve(response), readMs)
    })

  it('shows no dialog at 200 ms when the backend answered within them, and none at all when the checkout opens within 200 ms more', async () => {
    const { actor, view } = start({
      purchase: answeredAt(30, 260),
      open: () => delayed(100, 'embedded' as const),
    })
    await vi.advanceTimersByTimeAsync(201)
    expect(actor.getSnapshot().value).toMatchObject({
      active: { dialog: 'answeredInTime', work: 'purchasing' },
    })
    expect(view()).toBe(false)
    for (let t = 201; t < 900; t += 25) {
      expect(view()).toBe(false)
      await vi.advanceTimersByTimeAsync(25)
    }
    expect(actor.getSnapshot().output).toEqual({ ok: true, outcome: 'embedded' })
  })

  it('shows the dialog 200 ms after the first 200 when the backend answered in time but the checkout is still opening', async () => {
    const { actor, view } = start({
      purchase: answeredAt(30, 260),
      open: () => delayed(1000, 'embedded' as const),
    })
    await vi.advanceTimersByTimeAsync(399)
    expect(view()).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(actor.getSnapshot().value).toMatchObject({
      active: { dialog: 'shown', work: 'launching' },
    })
    expect(view()).toBe(true)
  })

  it('shows the dialog at 200 ms when the backend has not answered by then, even if it answers just after', async () => {
    const { view } = start({ purchase: answeredAt(210, 260) })
    await vi.advanceTimersByTimeAsync(201)
    expect(view()).toBe(true)
  })

  it('clears at once on a purchase failure, dialog shown or not', async () => {
    const slow = start({
      purchase: () =>
        delayedReject(400, new PurchaseError('Backend error: 500', { kind: 'http', status: 500 })),
    })
    await vi.advanceTimersByTimeAsync(399)
    expect(slow.view()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(slow.actor.getSnapshot().status).toBe('done')
    expect(slow.view()).toBe(false)
    expect(slow.actor.getSnapshot().output).toEqual({
      ok: false,
      failure: { kind: 'error', message: 'Backend error: 500' },
    })

    const fast = start({
      purchase: () =>
        delayedReject(10, new PurchaseError(UNABLE_TO_OPEN_CHECKOUT, { kind: 'network' })),
    })
    await vi.advanceTimersByTimeAsync(10)
    expect(fast.actor.getSnapshot().status).toBe('done')
    expect(fast.actor.getSnapshot().output).toEqual({
      ok: false,
      failure: { kind: 'error', message: UNABLE_TO_OPEN_CHECKOUT },
    })
  })

  it('clears at once when the launch itself fails (no checkout URL)', async () => {
    const { actor } = start({
      purchase: () => delayed(250, { provider: 'hosted' }),
      open: async () => Promise.reject(new Error(NO_CHECKOUT_URL)),
    })
    await vi.advanceTimersByTimeAsync(250)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({
      ok: false,
      failure: { kind: 'error', message: NO_CHECKOUT_URL },
    })
  })

  it('hides the dialog on processingDialog.dismiss while the work goes on', async () => {
    const { actor, view } = start({ purchase: () => delayed(1000, response) })
    await vi.advanceTimersByTimeAsync(250)
    expect(view()).toBe(true)
    actor.send({ type: 'processingDialog.dismiss' })
    expect(view()).toBe(false)
    await vi.advanceTimersByTimeAsync(750)
    expect(view()).toBe(false)
    await vi.advanceTimersByTimeAsync(500)
    expect(actor.getSnapshot().output).toEqual({ ok: true, outcome: 'embedded' })
  })

  it('sends the request to the purchase call with an Idempotency-Key made when the launch starts', async () => {
    const { actor, purchase } = start()
    const key = actor.getSnapshot().context.idempotencyKey
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(purchase).toHaveBeenCalledWith(
      expect.objectContaining({ request, idempotencyKey: key, billingBefore: null }),
    )
  })

  it('keeps one key for the whole intent, and makes a new one for the next press of buy', async () => {
    const first = start()
    const key = first.actor.getSnapshot().context.idempotencyKey
    await vi.advanceTimersByTimeAsync(1000)
    expect(first.actor.getSnapshot().status).toBe('done')
    expect(first.actor.getSnapshot().context.idempotencyKey).toBe(key)
    const second = start()
    expect(second.purchase.mock.calls[0]![0].idempotencyKey).not.toBe(key)
  })
})

describe('checkout launch: failures', () => {
  it('maps user_not_found to the Account Required case with message and details', async () => {
    const error = new PurchaseError('User not found in database.', {
      kind: 'http',
      status: 404,
      errorType: 'user_not_found',
      details: 'Create it in the app.',
    })
    const { actor } = start({ purchase: () => Promise.reject(error) })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().output).toEqual({
      ok: false,
      failure: {
        kind: 'user_not_found',
        message: 'User not found in database.',
        details: 'Create it in the app.',
      },
    })
  })

  it('turns rejections without readable text into the catalogue text', () => {
    expect(toCheckoutFailure(undefined)).toEqual({
      kind: 'error',
      message: UNABLE_TO_OPEN_CHECKOUT,
    })
    expect(toCheckoutFailure(new Error(''))).toEqual({
      kind: 'error',
      message: UNABLE_TO_OPEN_CHECKOUT,
    })
    expect(toCheckoutFailure('Server said no')).toEqual({
      kind: 'error',
      message: 'Server said no',
    })
    expect(toCheckoutFailure({ errorType: 'user_not_found', message: 'm' })).toEqual({
      kind: 'user_not_found',
      message: 'm',
      details: '',
    })
  })
})

describe('checkout launch invoked by a parent', () => {
  it('exposes the dialog tag through snapshot.children.checkoutLaunch', async () => {
    const parent = startParent(() => delayed(300, response))
    expect(selectProcessingDialog(selectCheckoutChild(parent.getSnapshot())?.getSnapshot())).toBe(
      false,
    )
    await vi.advanceTimersByTimeAsync(201)
    expect(selectProcessingDialog(selectCheckoutChild(parent.getSnapshot())?.getSnapshot())).toBe(
      true,
    )
    ;(parent.getSnapshot().children.checkoutLaunch as AnyActorRef).send({
      type: 'processingDialog.dismiss',
    })
    expect(selectProcessingDialog(selectCheckoutChild(parent.getSnapshot())?.getSnapshot())).toBe(
      false,
    )
    await vi.advanceTimersByTimeAsync(600)
    expect(parent.getSnapshot().value).toBe('done')
    expect(selectProcessingDialog(selectCheckoutChild(parent.getSnapshot())?.getSnapshot())).toBe(
      false,
    )
  })

  it('stops the work cleanly when the parent leaves mid-flow', async () => {
    const purchase = vi.fn(() => delayed(300, response))
    const parent = startParent(purchase)
    await vi.advanceTimersByTimeAsync(100)
    parent.send({ type: 'leave' })
    expect(parent.getSnapshot().value).toBe('left')
    expect(selectProcessingDialog(selectCheckoutChild(parent.getSnapshot())?.getSnapshot())).toBe(
      false,
    )
    await vi.advanceTimersByTimeAsync(1000)
    expect(parent.getSnapshot().value).toBe('left')
  })

  it('reads no dialog without a running launch', () => {
    expect(selectProcessingDialog(undefined)).toBe(false)
    expect(selectCheckoutChild(createActor(createMachine({})).getSnapshot())).toBeUndefined()
  })
})
