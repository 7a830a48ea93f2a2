/** What a run with `allowWrites` does to the account, said before it does it. */
import type { Target } from './target'

export function announceWrites(
  target: Target,
  subscriptionId: string | undefined,
  log: (line: string) => void,
) {
  log(
    `--allow-writes: this run changes the account ${target.user.uid} (${target.user.email || 'no e-mail'}) at ${target.api}:`,
  )
  log(
    subscriptionId
      ? `  - cancels its subscription ${subscriptionId}, then reactivates it at once`
      : '  - cancels nothing (no running subscription)',
  )
  log(
    '  - starts checkouts (a token top-up; Pro when it has no active subscription) and never pays them',
  )
  log(
    "  - sends refused writes (bad tokens, another user's uid, foreign return addresses): a backend that takes one acts on the account",
  )
}
