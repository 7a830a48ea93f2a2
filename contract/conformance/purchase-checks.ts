/**
 * The purchase checks: the site's own requests for a top-up and Pro (src/content, built by
 * src/domain/purchase.ts), one intent replayed under its Idempotency-Key, and what the backend
 * must refuse: the key reused with another body, a package that is not the catalogue's (price,
 * type or name changed in the browser), another user's uid in the body, a return address off the
 * site (400), and Pro for a buyer whose subscription is active (409 `subscription_active`).
 */
import { isDeepStrictEqual } from 'node:util'
import type { PurchaseRequest } from '../../src/api/schemas'
import { TOP_UP_PACKAGES } from '../../src/content/top-ups'
import { plans } from '../../src/content/plans'
import { SUBSCRIPTION_ACTIVE_ERROR_TYPE } from '../../src/domain/error-messages'
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
  const [topUp, otherTopUp] = TOP_UP_PACKAGES.filter((p) => p.variant_id !== 0)
  const topUpRequest = (p: typeof topUp) =>
    purchaseRequest(
      { name: p!.name, price: p!.price, variant_id: p!.variant_id, type: 'token_topup' },
      buyer,
      urls,
    )
  return {
    otherTopUp: topUpRequest(otherTopUp),
    pro: purchaseRequest(
      { name: pro.name, price: pro.price!, variant_id: pro.variant_id, type: 'subscription' },
      buyer,
      urls,
    ),
    topUp: topUpRequest(topUp),
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

/** A site that is not the buyer's: where a backend must never send them after payment. */
export const FOREIGN_SITE = 'https://attacker.example'

export async function purchaseChecks(
  rows: Rows,
  target: Target,
  at: (path: string, spec?: CallSpec) => Promise<Answer>,
  hasActiveSubscription: boolean,
): Promise<void> {
  const { token } = target.user
  const { pro, topUp, otherTopUp } = sitePurchases(target)
  const buy = (body: unknown, key: string = crypto.randomUUID()) =>
    at(PATH, { token, body, headers: { 'Idempotency-Key': key } })

  const key = crypto.randomUUID()
  const first = await buy(topUp, key)
  rows.answer(
    'POST purchase: a token top-up, as the site sends it',
    first,
    'post',
    PATH,
    [200],
    hasCheckout,
  )
  rows.answer(
    'POST purchase: the same Idempotency-Key and body again',
    await buy(topUp, key),
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
    await buy(otherTopUp, key),
    'post',
    PATH,
    [409, 422],
  )
  if (hasActiveSubscription)
    rows.answer(
      'POST purchase: Pro for a buyer whose subscription is active',
      await buy(pro),
      'post',
      PATH,
      [409],
      (answer) => {
        const errorType = (answer.body as { errorType?: unknown } | undefined)?.errorType
        return errorType === SUBSCRIPTION_ACTIVE_ERROR_TYPE
          ? undefined
          : `errorType ${JSON.stringify(errorType)}, not '${SUBSCRIPTION_ACTIVE_ERROR_TYPE}'`
      },
    )
  else
    rows.answer(
      'POST purchase: Pro, as the site sends it',
      await buy(pro),
      'post',
      PATH,
      [200],
      hasCheckout,
    )

  for (const field of ['complete_url', 'cancel_url'] as const)
    rows.answer(
      `POST purchase: ${field} on another site`,
      await buy({
        ...topUp,
        [field]: `${FOREIGN_SITE}/${field === 'complete_url' ? 'checkout-success' : 'checkout-cancelled'}`,
      }),
      'post',
      PATH,
      [400],
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
