/** The purchase lifecycle model: what its path suite (purchase-lifecycle.paths.test.ts) and the storyboards traverse. */
import type { SnapshotFrom } from 'xstate'
import type { ConfirmationTiming } from '../../confirmation-timing'
import type { purchaseLifecycleMachine } from '../../purchase-lifecycle.machine'

export const KEY = '3b241101-e2bb-4255-8caf-4136c566a962'
export const NEW_KEY = '9a1c1d2e-3f40-4b5c-8d6e-7f8091a2b3c4'
export const NOW = '2026-11-24T10:00:00.000Z'
export const item = { itemId: 'Pro', name: 'Pro', type: 'subscription' as const, amount: 20 }
export const billingBefore = { subscriptionId: null, active: false }
// A short window keeps the graph small: checks at 0, 1 and 3 s, then late checks every 5 s.
export const timing: ConfirmationTiming = {
  backoffMs: [1000, 2000],
  windowMs: 3000,
  lateCheckMs: 5000,
}

type Snap = SnapshotFrom<typeof purchaseLifecycleMachine>

export const modelOptions = {
  name: 'purchaseLifecycle',
  input: { timing },
  events: {
    'auth.changed': [
      { type: 'auth.changed', user: { uid: 'buyer', email: null, displayName: null } },
      { type: 'auth.changed', user: { uid: 'someone-else', email: null, displayName: null } },
      { type: 'auth.changed', user: null },
    ],
    // Another tab's changes come from the storage actor: their own tests
    // (tests/features/checkout/purchase-lifecycle.test.ts), not traversed here.
    'purchase.restored': [],
    'purchase.ended': [],
    'purchase.start': [
      { type: 'purchase.start', item, userId: 'buyer', key: KEY, now: NOW, billingBefore },
      { type: 'purchase.start', item, userId: 'buyer', key: NEW_KEY, now: NOW, billingBefore },
    ],
    'launch.opened': [
      { type: 'launch.opened', mode: 'embedded', ident: 'chk_abc123' },
      { type: 'launch.opened', mode: 'hosted', ident: null },
    ],
    'launch.failed': [
      { type: 'launch.failed', definite: true },
      { type: 'launch.failed', definite: false },
    ],
    'purchase.resumed': [
      { type: 'purchase.resumed', now: '2026-11-24T10:05:00.000Z' },
      { type: 'purchase.resumed', now: '2026-11-25T10:00:01.000Z' },
    ],
  },
  outputs: { checkActivation: [true, false] },
  errors: { checkActivation: [new Error('Failed to get billing info: 500')] },
  maxSimplePaths: 300,
  serialize: (s: Snap) => ({
    value: s.value,
    userId: s.context.userId,
    key: s.context.purchase?.intentKey ?? null,
    reference: s.context.purchase?.reference ?? null,
    waitedMs: s.context.waitedMs,
    ended: s.context.ended,
  }),
}
