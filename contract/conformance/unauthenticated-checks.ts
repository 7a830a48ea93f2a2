/** 401: every signed-in call without a token, and with each token the backend must refuse. */
import { WRITES_SKIPPED, download, subscriptionAction, type Account, type Context } from './context'
import type { Answer, CallSpec } from './http'
import { badTokens } from './tokens'

export async function unauthenticatedChecks(ctx: Context, account: Account): Promise<void> {
  const { rows, at, me, target, writes } = ctx
  const { uid, token } = target.user
  const signedInCalls: [string, string, (spec: CallSpec) => Promise<Answer>, string][] = [
    [
      'GET billing',
      'get',
      (spec) => at(`/api/user/${me}/billing`, spec),
      '/api/user/{userId}/billing',
    ],
    [
      'GET monthly spend',
      'get',
      (spec) => at(`/api/user/${me}/monthly-spend`, spec),
      '/api/user/{userId}/monthly-spend',
    ],
    [
      'GET invoices',
      'get',
      (spec) => at(`/api/user/${me}/invoices?limit=10`, spec),
      '/api/user/{userId}/invoices',
    ],
    [
      'GET invoice download URL',
      'get',
      (spec) => download(ctx, account, me, spec),
      '/api/invoice/{invoiceId}/download',
    ],
    [
      'POST purchase',
      'post',
      (spec) =>
        at('/api/purchase', {
          body: { userData: { userId: uid } },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
          ...spec,
        }),
      '/api/purchase',
    ],
    [
      'POST cancel subscription',
      'post',
      (spec) => subscriptionAction(ctx, account, 'cancel', uid, spec),
      '/api/subscription/{subscriptionId}/cancel',
    ],
    [
      'POST reactivate subscription',
      'post',
      (spec) => subscriptionAction(ctx, account, 'reactivate', uid, spec),
      '/api/subscription/{subscriptionId}/reactivate',
    ],
  ]
  for (const [name, method, send, path] of signedInCalls)
    rows.answer(`401 without a token: ${name}`, await send({}), method, path, [401])
  for (const bad of badTokens(token, target.otherProjectToken)) {
    if (bad.skipped) {
      rows.skip(`401 with ${bad.name}`, bad.skipped)
      continue
    }
    for (const [name, method, send, path] of signedInCalls) {
      const check = `401 with ${bad.name}: ${name}`
      // A backend that wrongly takes the token would act on the account.
      if (method === 'post' && !writes) continue
      rows.answer(check, await send({ token: bad.token }), method, path, [401])
    }
  }
  if (!writes) rows.skip('401 with each refused token: the POST calls', WRITES_SKIPPED)
}
