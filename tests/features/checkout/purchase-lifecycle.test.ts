import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createActor, type fromPromise } from 'xstate'
import { ApiError, isDefiniteRefusal } from '../../../src/api/errors'
import {
  PURCHASE_STORAGE_KEY,
  readStoredPurchase,
} from '../../../src/features/checkout/lifecycle/lifecycle-storage'
import { PURCHASE_LIFECYCLE } from '../../../machines/app.machine'
import {
  checkoutLaunchLogic,
  startIntent,
} from '../../../src/features/checkout/launch/checkout-launch.actors'
import { purchaseRequest } from '../../../src/domain/purchase'
import { server } from '../../support/setup'
import { systemActor } from '../../../src/system/app-system'
import { deferred } from '../../support/deferred'
import { BUYER, pendingPurchase, storedEntry } from '../../support/purchase-lifecycle.helpers'
import { startTestApp, type FakeAuthOptions } from '../../support/render-app'

const KEY_A = '11111111-1111-4111-8111-111111111111'
const KEY_B = '22222222-2222-4222-8222-222222222222'
const request = purchaseRequest(
  { name: 'Pro', price: 20, variant_id: 1, type: 'subscription' },
  BUYER,
  {
    complete_url: 'http://localhost:3000/checkout-success',
    cancel_url: 'http://localhost:3000/checkout-cancelled',
  },
)
const intent = (key: string) => ({
  request,
  idempotencyKey: key,
  itemId: 'Pro',
  billingBefore: { subscriptionId: null, active: false },
})

/** A fresh app, as a page load starts it: the buyer signed in unless told otherwise. */
function start(o: FakeAuthOptions = { user: BUYER }) {
  const { app, auth } = startTestApp(o, () => {})
  const lifecycle = systemActor(app, PURCHASE_LIFECYCLE)
  const startPurchase = checkoutLaunchLogic(app, () => {}).implementations.actors
    .startPurchase as ReturnType<typeof fromPromise>
  return { app, auth, lifecycle, state: () => lifecycle.getSnapshot(), startPurchase }
}

describe('the purchase lifecycle in the browser', () => {
  it('stores the intent and its key at the press, before any request, and keeps the key for a retry after a lost answer', () => {
    const { lifecycle, state } = start()
    expect(startIntent(lifecycle, intent(KEY_A))).toBe(KEY_A)
    expect(readStoredPurchase()?.context.purchase.intentKey).toBe(KEY_A)
    expect(state().value).toBe('launching')
    lifecycle.send({ type: 'launch.failed', definite: false })
    expect(state().value).toBe('interrupted')
    // The next press makes a new key; the interrupted intent's key is the one sent.
    expect(startIntent(lifecycle, intent(KEY_B))).toBe(KEY_A)
    lifecycle.send({ type: 'launch.failed', definite: true })
    expect(state().value).toBe('abandoned')
    expect(localStorage.getItem(PURCHASE_STORAGE_KEY)).toBeNull()
    // Ended: a new key.
    expect(startIntent(lifecycle, intent(KEY_B))).toBe(KEY_B)
  })

  it('a press while a paid purchase is being confirmed is refused with the reason; the paid one stays and no request is sent', async () => {
    const keys: (string | null)[] = []
    server.use(
      http.post('*/api/purchase', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'))
        return HttpResponse.json({ error: 'unexpected' }, { status: 500 })
      }),
    )
    localStorage.setItem(
      PURCHASE_STORAGE_KEY,
      storedEntry('paid', pendingPurchase({ intentKey: KEY_A })),
    )
    const { lifecycle, state, startPurchase } = start()
    const message =
      'Your Pro purchase ($20.00) is still being confirmed. You can buy again once it is confirmed.'
    expect(() => startIntent(lifecycle, intent(KEY_B))).toThrow(message)
    expect(state().value).toEqual({ paid: { confirming: 'querying' } })
    expect(readStoredPurchase()?.context.purchase.intentKey).toBe(KEY_A)
    const failure = await new Promise<unknown>((resolve) => {
      const actor = createActor(startPurchase, { input: intent(KEY_B) })
      actor.subscribe({ error: resolve, complete: () => resolve(null) })
      actor.start()
    })
    expect(failure).toEqual(new Error(message))
    expect(keys).toEqual([])
    expect(state().hasTag('paid')).toBe(true)
  })

  it('a 4xx is a definite refusal; a dropped request, a timeout or a 5xx is not', () => {
    expect(isDefiniteRefusal(new ApiError('x', { kind: 'http', status: 422 }))).toBe(true)
    expect(isDefiniteRefusal(new ApiError('x', { kind: 'http', status: 503 }))).toBe(false)
    expect(isDefiniteRefusal(new ApiError('x', { kind: 'network' }))).toBe(false)
    expect(isDefiniteRefusal(new ApiError('x', { kind: 'timeout' }))).toBe(false)
  })

  it('the real launch sends the stored key, and a 503 leaves the intent to be retried with it', async () => {
    const keys: (string | null)[] = []
    server.use(
      http.post('*/api/purchase', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'))
        return HttpResponse.json({ error: 'down' }, { status: 503 })
      }),
    )
    const { state, startPurchase } = start()
    const run = (key: string) =>
      new Promise<void>((resolve) => {
        const actor = createActor(startPurchase, { input: intent(key) })
        actor.subscribe({ complete: resolve, error: () => resolve() })
        actor.start()
      })
    await run(KEY_A)
    await run(KEY_B)
    expect(keys).toEqual([KEY_A, KEY_A])
    expect(state().value).toBe('interrupted')
  })

  it('the real launch tells the launch machine when the answer arrives, before it is read', async () => {
    server.use(
      http.post('*/api/purchase', () =>
        HttpResponse.json({ provider: 'embedpay', ident: 'chk_1' }),
      ),
    )
    const { startPurchase } = start()
    const steps: string[] = []
    await new Promise<void>((resolve) => {
      const actor = createActor(startPurchase, {
        input: { ...intent(KEY_A), onAnswer: () => steps.push('answered') },
      })
      actor.subscribe({
        complete: () => {
          steps.push('read')
          resolve()
        },
        error: () => resolve(),
      })
      actor.start()
    })
    expect(steps).toEqual(['answered', 'read'])
  })

  it('a reload restores the stored purchase; a paid purchase waits for the buyer, then checks', async () => {
    localStorage.setItem(PURCHASE_STORAGE_KEY, storedEntry('paid', pendingPurchase()))
    const answered = deferred<void>()
    const { state } = start({ user: BUYER, reportWhen: answered.promise })
    expect(state().value).toEqual({ paid: 'identifying' })
    answered.resolve()
    await answered.promise
    expect(state().value).toEqual({ paid: { confirming: 'querying' } })
  })

  it("another tab's change is followed here; its removal ends the purchase here", () => {
    const { state } = start()
    const raw = storedEntry('open.hosted', pendingPurchase())
    localStorage.setItem(PURCHASE_STORAGE_KEY, raw)
    window.dispatchEvent(new StorageEvent('storage', { key: PURCHASE_STORAGE_KEY, newValue: raw }))
    expect(state().value).toEqual({ open: { hosted: 'away' } })
    localStorage.removeItem(PURCHASE_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: PURCHASE_STORAGE_KEY, newValue: null }))
    expect(state().value).toBe('idle')
  })

  it('a paid purchase that ended in another tab (confirmed there) is checked once here, not dropped, and not written back', () => {
    localStorage.setItem(PURCHASE_STORAGE_KEY, storedEntry('paid', pendingPurchase()))
    const { state } = start()
    localStorage.removeItem(PURCHASE_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: PURCHASE_STORAGE_KEY, newValue: null }))
    expect(state().value).toEqual({ paid: { confirming: 'querying' } })
    expect(localStorage.getItem(PURCHASE_STORAGE_KEY)).toBeNull()
  })

  it('signing out forgets the purchase and removes the entry', () => {
    localStorage.setItem(PURCHASE_STORAGE_KEY, storedEntry('open.embedded', pendingPurchase()))
    const { auth, state } = start()
    expect(state().value).toEqual({ open: 'embedded' })
    auth.send({ type: 'auth.changed', user: null })
    expect(state().value).toBe('forgotten')
    expect(localStorage.getItem(PURCHASE_STORAGE_KEY)).toBeNull()
  })
})
