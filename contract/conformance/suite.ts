/**
 * The conformance suite: every call of the backend contract against one base URL, as the site
 * makes it, checked against the OpenAPI document; then what a backend must refuse (no token, a
 * forged, unsigned, expired or foreign token, another user's uid, a return address off the site,
 * a second Pro subscription, other spellings of a path) and the CORS preflight the browser sends.
 * Every POST with the account's token (cancel, reactivate, purchase) runs only with `allowWrites`
 * (`--allow-writes`), announced first; it puts back what it changes: a cancelled subscription is
 * reactivated, and the checkouts it starts are never paid.
 */
import { hasActiveSubscription } from '../../src/domain/subscription'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { announceWrites } from './announce-writes'
import { WRITES_SKIPPED, type Context } from './context'
import { corsChecks } from './cors-checks'
import { loadContractDocument, type ContractDocument } from './document'
import { call, type CallSpec } from './http'
import { otherUserChecks } from './other-user-checks'
import { publicChecks } from './public-checks'
import { purchaseChecks } from './purchase-checks'
import { readChecks } from './read-checks'
import { Rows, type Row } from './rows'
import { spellingChecks } from './spelling-checks'
import { subscriptionChecks } from './subscription-checks'
import type { Target } from './target'
import { unauthenticatedChecks } from './unauthenticated-checks'

export { UNKNOWN_ID, WRITES_SKIPPED } from './context'
export type { Target } from './target'
export { forgedToken } from './tokens'

export async function runConformance(
  target: Target,
  document: ContractDocument = loadContractDocument(),
): Promise<Row[]> {
  const rows = new Rows(document)
  const writes = target.allowWrites === true
  const ctx: Context = {
    target,
    rows,
    at: (path: string, spec: CallSpec = {}) => call(target.api, path, spec),
    me: encodeURIComponent(target.user.uid),
    writes,
  }

  await publicChecks(ctx)
  const { billing, account, cancellable } = await readChecks(ctx)
  if (writes) announceWrites(target, cancellable, target.log ?? console.log)
  await subscriptionChecks(ctx, account, cancellable !== undefined)

  // --- Purchases: the site's request, its replay, and what the backend must refuse.
  const hasSubscription = billing.status === 200 && hasActiveSubscription(billing.body as never)
  if (writes) await purchaseChecks(rows, target, ctx.at, hasSubscription)
  else rows.skip('POST purchase (every purchase check)', WRITES_SKIPPED)

  await unauthenticatedChecks(ctx, account)
  await spellingChecks(ctx, account)
  await otherUserChecks(ctx, account)
  await corsChecks(ctx)
  return rows.all
}

/** The account the suite signs in as on a local stack, and the one whose uid it must not reach. */
export const LOCAL_ACCOUNTS = { user: demoAccount('pro'), other: demoAccount('free') } as const
