/** No other spelling of a signed-in path is served without a token. */
import type { Account, Context } from './context'
import type { CallSpec } from './http'

export async function spellingChecks(ctx: Context, account: Account): Promise<void> {
  const { rows, at, me } = ctx
  const { uid } = ctx.target.user
  const { invoiceId, subscription } = account
  const spellings: [string, CallSpec][] = [
    [`/API/user/${me}/billing`, {}],
    [`/api/user/${me}/billing/`, {}],
    [`/api/User/${me}/invoices`, {}],
    [`/api/invoice/${invoiceId}/download/?user_id=${me}`, {}],
    ['/api/purchase/', { body: { userData: { userId: uid } } }],
    ['/API/PURCHASE', { body: { userData: { userId: uid } } }],
    [`/api/subscription/${subscription}/cancel/`, { body: { firebaseUserId: uid } }],
    [`/api/Subscription/${subscription}/reactivate`, { body: { firebaseUserId: uid } }],
  ]
  for (const [path, spec] of spellings) {
    rows.status(
      `not served without a token: ${spec.body === undefined ? 'GET' : 'POST'} ${path.replace(me, '{uid}')}`,
      await at(path, spec),
      [401, 404],
      '401 (or 404)',
    )
  }
}
