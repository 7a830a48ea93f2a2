/**
 * What every area of the conformance suite's checks shares, and the calls that name the account's
 * invoice or subscription.
 */
import type { Answer, CallSpec } from './http'
import type { Rows } from './rows'
import type { Target } from './target'

export const WRITES_SKIPPED =
  'changes the account: run with --allow-writes (it says first what it will change)'

/** An id no backend has: what the suite names when the account has no invoice or subscription. */
export const UNKNOWN_ID = 'conformance-unknown-0000'

export interface Context {
  target: Target
  rows: Rows
  /** Sends a call to the target's backend. */
  at: (path: string, spec?: CallSpec) => Promise<Answer>
  /** The test account's uid, as a path segment. */
  me: string
  /** Whether the checks that change the account run (`allowWrites`). */
  writes: boolean
}

/** The account's first invoice and cancellable subscription as path segments; UNKNOWN_ID for one it lacks. */
export interface Account {
  invoiceId: string
  subscription: string
}

/** A check that changes the account: run with `allowWrites`, skipped otherwise. */
export const write = async (ctx: Context, check: string, run: () => Promise<void>) =>
  ctx.writes ? run() : ctx.rows.skip(check, WRITES_SKIPPED)

/** GET the download URL of the account's invoice, for `userId`. */
export const download = (ctx: Context, account: Account, userId: string, spec: CallSpec) =>
  ctx.at(`/api/invoice/${account.invoiceId}/download?user_id=${userId}`, spec)

/** POST cancel or reactivate of the account's subscription, for `firebaseUserId`. */
export const subscriptionAction = (
  ctx: Context,
  account: Account,
  verb: 'cancel' | 'reactivate',
  firebaseUserId: string,
  spec: CallSpec = {},
) =>
  ctx.at(`/api/subscription/${account.subscription}/${verb}`, { body: { firebaseUserId }, ...spec })
