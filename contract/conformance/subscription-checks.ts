/**
 * Cancel and reactivate: a running subscription is cancelled, then reactivated as it was; a
 * subscription that is not the user's is not found.
 */
import {
  UNKNOWN_ID,
  WRITES_SKIPPED,
  subscriptionAction,
  write,
  type Account,
  type Context,
} from './context'

export async function subscriptionChecks(
  ctx: Context,
  account: Account,
  cancellable: boolean,
): Promise<void> {
  const { rows, at, writes } = ctx
  const { uid, token } = ctx.target.user
  if (cancellable && !writes) rows.skip('POST cancel and reactivate subscription', WRITES_SKIPPED)
  if (cancellable && writes) {
    rows.answer(
      'POST cancel subscription',
      await subscriptionAction(ctx, account, 'cancel', uid, { token }),
      'post',
      '/api/subscription/{subscriptionId}/cancel',
      [200],
    )
    rows.answer(
      'POST reactivate subscription',
      await subscriptionAction(ctx, account, 'reactivate', uid, { token }),
      'post',
      '/api/subscription/{subscriptionId}/reactivate',
      [200],
    )
  }
  const notTheirs = "POST cancel of a subscription that is not the user's"
  await write(ctx, notTheirs, async () =>
    rows.answer(
      notTheirs,
      await at(`/api/subscription/${UNKNOWN_ID}/cancel`, { token, body: { firebaseUserId: uid } }),
      'post',
      '/api/subscription/{subscriptionId}/cancel',
      [404],
    ),
  )
}
