/**
 * The purchase checks: the site's own requests for Pro and a top-up (src/content, built by
 * src/domain/purchase.ts), one intent replayed under its Idempotency-Key, and what the backend
 * must refuse: the key reused with another body, a package that is not the catalogue's (price,
 * type or name changed in the browser), another user's uid in the body.
 */
import { isDeepStrictEqual } from 'node:util'
import type { PurchaseRequest } from '../../src/api/schemas'
import { TOP_UP_PACKAGES } from '../../src/content/top-ups'
import { plans } from '../../src/content/plans'
import { purchaseRequest } from '../../src/domain/purchase'
import type { Answer, CallSpec } from './http'
import type { Rows } from './rows'
import type { Target } from './suite'

const PATH = '/api/purchase'

function sitePurchases(target: Target) {
  const buyer = { uid: target.user.uid, email: target.user.email, displayName: null }
  const urls = {
    complete_url: `${target.origin}/checkout-success`,
    cancel_url: `${target.origin}/checkout-cancelled`,
  }
  const pro = plans.find((p) => p.id === 'pro')!
  const topUp = TOP_UP_PACKAGES.find((p) => p.variant_id !== 0)!
  return {
    pro: purchaseRequest(
      { name: pro.name, price: pro.price!, variant_id: pro.variant_id, type: 'subscription' },
      buyer,
      urls,
    ),
    topUp: purchaseRequest(
      { name: topUp.name, price: topUp.price, variant_id: topUp.variant_id, type: 'token_topup' },
      buyer,
      urls,
    ),
  }
}

const withPackage = (
  request: PurchaseRequest,
  change: Partial<PurchaseRequest['package']>,
): PurchaseRequest => ({ ...request, package: { ...request.package, ...change } })

const hasCheckout = (answer: Answer): string | undefined => {
  const body = answer.body as { ident?: unknown; checkout_url?: unknown } | undefined
  return typeof body?.ident === 'string' || typeof body?.checkout_url === 'string'
    ? undefined
    : 'neither an ident nor a checkout_url'
}

export async function purchaseChecks(
  rows: Rows,
  target: Target,
  at: (path: string, spec?: CallSpec) => Promise<Answer>,
): Promise<void> {
  const { token } = target.user
  const { pro, topUp } = sitePurchases(target)
  const buy = (body: unknown, key: string = crypto.randomUUID()) =>
    at(PATH, { token, body, headers: { 'Idempotency-Key': key } })

  const key = crypto.randomUUID()
  const first = await buy(pro, key)
  rows.answer('POST purchase: Pro, as the site sends it', first, 'post', PATH, [200], hasCheckout)
  rows.answer(
    'POST purchase: the same Idempotency-Key and body again',
    await buy(pro, key),
    'post',
    PATH,
    [200],
    (replay) =>
      isDeepStrictEqual(replay.body, first.body)
        ? undefined
        : `another answer than the first: ${JSON.stringify(replay.body)}`,
  )
  rows.answer(
    'POST purchase: the same Idempotency-Key with another body',
    await buy(topUp, key),
    'post',
    PATH,
    [409, 422],
  )
  rows.answer(
    'POST purchase: a token top-up, as the site sends it',
    await buy(topUp),
    'post',
    PATH,
    [200],
    hasCheckout,
  )

  rows.answer(
    `POST purchase: Pro at a price the browser changed ($0.01)`,
    await buy(withPackage(pro, { price: 0.01 })),
    'post',
    PATH,
    [422],
  )
  rows.answer(
    'POST purchase: the Pro variant sent as a token top-up',
    await buy(withPackage(pro, { type: 'token_topup' })),
    'post',
    PATH,
    [422],
  )
  rows.answer(
    'POST purchase: Pro under a name the browser changed',
    await buy(withPackage(pro, { name: 'Pro (renamed in the browser)' })),
    'post',
    PATH,
    [422],
  )
  rows.answer(
    "403 for another user's uid: POST purchase (body userData.userId)",
    await buy({ ...pro, userData: { ...pro.userData, userId: target.otherUid } }),
    'post',
    PATH,
    [403],
  )
}
