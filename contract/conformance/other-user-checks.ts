/** 403: the test account's token, another user's uid in the path, the query or the body. */
import { download, subscriptionAction, write, type Account, type Context } from './context'
import type { Answer } from './http'

export async function otherUserChecks(ctx: Context, account: Account): Promise<void> {
  const { rows, at, target } = ctx
  const { token } = target.user
  const other = encodeURIComponent(target.otherUid)
  const forOther: [string, string, () => Promise<Answer>, string][] = [
    [
      'GET billing (path)',
      'get',
      () => at(`/api/user/${other}/billing`, { token }),
      '/api/user/{userId}/billing',
    ],
    [
      'GET monthly spend (path)',
      'get',
      () => at(`/api/user/${other}/monthly-spend`, { token }),
      '/api/user/{userId}/monthly-spend',
    ],
    [
      'GET invoices (path)',
      'get',
      () => at(`/api/user/${other}/invoices?limit=10`, { token }),
      '/api/user/{userId}/invoices',
    ],
    [
      'GET invoice download URL (query user_id)',
      'get',
      () => download(ctx, account, other, { token }),
      '/api/invoice/{invoiceId}/download',
    ],
    [
      'POST cancel subscription (body firebaseUserId)',
      'post',
      () => subscriptionAction(ctx, account, 'cancel', target.otherUid, { token }),
      '/api/subscription/{subscriptionId}/cancel',
    ],
    [
      'POST reactivate subscription (body firebaseUserId)',
      'post',
      () => subscriptionAction(ctx, account, 'reactivate', target.otherUid, { token }),
      '/api/subscription/{subscriptionId}/reactivate',
    ],
  ]
  for (const [name, method, send, path] of forOther) {
    const check = `403 for another user's uid: ${name}`
    if (method === 'post')
      await write(ctx, check, async () => rows.answer(check, await send(), method, path, [403]))
    else rows.answer(check, await send(), method, path, [403])
  }
}
