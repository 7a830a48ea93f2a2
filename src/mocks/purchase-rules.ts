/**
 * What the backend refuses in a purchase whose package is the catalogue's: return addresses off
 * the site (400), and a second Pro subscription for a buyer whose subscription is active (409,
 * `errorType: 'subscription_active'`: the site reads billing first, but a failed read must not
 * sell Pro twice). Each rule can be switched off, to show that the conformance suite notices.
 */
import { HttpResponse } from 'msw'
import type { PurchaseRequest } from '../api/schemas'
import { SUBSCRIPTION_ACTIVE_ERROR_TYPE } from '../domain/error-messages'
import { hasActiveSubscription } from '../domain/subscription'
import type { ScenarioStore } from './scenario-store'

export type PurchaseRule = 'return-urls' | 'active-subscription'

export interface PurchaseRuleOptions {
  /** The site's origins: complete_url and cancel_url must be on one. Unset: any address (the unit tests' handlers). */
  returnOrigins?: ReadonlySet<string>
  /** Rules switched off (tests of the conformance suite only). */
  switchedOff?: ReadonlySet<PurchaseRule | string>
}

export const SUBSCRIPTION_ACTIVE_MESSAGE =
  'This account already has an active subscription. Buy a token top-up for more tokens.'
export const RETURN_URL_MESSAGE = "complete_url and cancel_url must be on the site's origin"

const onOrigin = (raw: string, origins: ReadonlySet<string>) => {
  try {
    const url = new URL(raw)
    return origins.has(url.origin) && !url.username && !url.password
  } catch {
    return false
  }
}

/** The refusal of a purchase, or undefined when it may go on. */
export function purchaseRefusal(
  req: PurchaseRequest,
  store: ScenarioStore,
  { returnOrigins, switchedOff = new Set() }: PurchaseRuleOptions,
): Response | undefined {
  if (
    returnOrigins &&
    !switchedOff.has('return-urls') &&
    !(onOrigin(req.complete_url, returnOrigins) && onOrigin(req.cancel_url, returnOrigins))
  )
    return HttpResponse.json({ error: RETURN_URL_MESSAGE }, { status: 400 })
  if (
    req.package.type === 'subscription' &&
    !switchedOff.has('active-subscription') &&
    hasActiveSubscription(store.billingInfo(req.userData.userId))
  )
    return HttpResponse.json(
      { error: SUBSCRIPTION_ACTIVE_MESSAGE, errorType: SUBSCRIPTION_ACTIVE_ERROR_TYPE },
      { status: 409 },
    )
  return undefined
}
