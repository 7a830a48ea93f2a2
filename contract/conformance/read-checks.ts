/**
 * The signed-in reads, as the test account: billing, monthly spend, invoices and an invoice's
 * download URL; and what they tell of the account for the checks after them.
 */
import { UNKNOWN_ID, download, type Account, type Context } from './context'
import type { Answer } from './http'

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined

export interface AccountReads {
  billing: Answer
  account: Account
  /** The running subscription not being cancelled, if any: what the cancel check cancels and puts back. */
  cancellable: string | undefined
}

export async function readChecks(ctx: Context): Promise<AccountReads> {
  const { rows, at, me } = ctx
  const { token } = ctx.target.user
  const billing = await at(`/api/user/${me}/billing`, { token })
  rows.answer('GET billing', billing, 'get', '/api/user/{userId}/billing', [200])
  rows.answer(
    'GET monthly spend',
    await at(`/api/user/${me}/monthly-spend`, { token }),
    'get',
    '/api/user/{userId}/monthly-spend',
    [200],
  )
  rows.answer(
    'GET monthly spend of a month that is not YYYY-MM',
    await at(`/api/user/${me}/monthly-spend?month=2026-13`, { token }),
    'get',
    '/api/user/{userId}/monthly-spend',
    [400],
  )
  const invoices = await at(`/api/user/${me}/invoices?limit=10`, { token })
  rows.answer('GET invoices', invoices, 'get', '/api/user/{userId}/invoices', [200])
  const firstInvoice = field((field(invoices.body, 'invoices') as unknown[] | undefined)?.[0], 'id')
  const subscriptionId = field(billing.body, 'subscriptionId')
  const cancellable =
    typeof subscriptionId === 'string' &&
    field(billing.body, 'subscriptionStatus') === 'active' &&
    !field(billing.body, 'cancellationRequested') &&
    !field(billing.body, 'isCancelled')
      ? subscriptionId
      : undefined
  const account: Account = {
    invoiceId: encodeURIComponent(typeof firstInvoice === 'string' ? firstInvoice : UNKNOWN_ID),
    subscription: encodeURIComponent(cancellable ?? UNKNOWN_ID),
  }
  if (typeof firstInvoice === 'string') {
    rows.answer(
      "GET an invoice's download URL",
      await download(ctx, account, me, { token }),
      'get',
      '/api/invoice/{invoiceId}/download',
      [200],
    )
  }
  rows.answer(
    "GET the download URL of an invoice that is not the user's",
    await at(`/api/invoice/${UNKNOWN_ID}/download?user_id=${me}`, { token }),
    'get',
    '/api/invoice/{invoiceId}/download',
    [404],
  )
  return { billing, account, cancellable }
}
