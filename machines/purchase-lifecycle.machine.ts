import { and, not, stateIn } from 'xstate'
import { DEFAULT_CONFIRMATION_TIMING } from './confirmation-timing'
import {
  PURCHASE_STORAGE,
  activationInput,
  cancelled,
  end,
  expire,
  forget,
  isActivated,
  restoreAs,
  start,
  startAfresh,
} from './purchase-lifecycle.transitions'
import { purchaseLifecycleSetup } from './purchase-lifecycle.setup'

export type { PurchaseLifecycleContext, PurchaseLifecycleInput } from './purchase-lifecycle.setup'
export { PURCHASE_STORAGE } from './purchase-lifecycle.transitions'

/**
 * The life of a purchase in this browser, from the buy press to its end. Persisted as one
 * localStorage entry while it is live (launching, interrupted, open, paid), so a reload or
 * another tab continues it. Only a paid purchase is checked with the backend, with backoff; a
 * hosted checkout open elsewhere is checked once when the tab regains focus. A closed or
 * cancelled checkout, a refused launch or 'Forget it' abandons it; signing out forgets it.
 * A paid purchase is never dropped for a new one: while it is being confirmed a buy press is
 * refused (`purchase.refused` tells the press which purchase to wait for; 'Forget it' ends it).
 * Confirmation is an action: the app decides what to show, it never navigates.
 */
export const purchaseLifecycleMachine = purchaseLifecycleSetup.createMachine({
  id: 'purchaseLifecycle',
  context: ({ input }) => ({
    purchase: null,
    userId: null,
    timing: input.timing ?? DEFAULT_CONFIRMATION_TIMING,
    attempt: 0,
    waitedMs: 0,
    ended: null,
  }),
  invoke: {
    id: PURCHASE_STORAGE,
    src: 'purchaseStorage',
    input: ({ self }) => ({ lifecycle: self }),
  },
  on: {
    'auth.changed': [
      {
        guard: 'isAnotherUser',
        description:
          'Another account signed in on this browser: the purchase is not theirs to see.',
        target: '.forgotten',
        actions: ['storeUser', end('signedOut')],
      },
      {
        guard: and(['isSignOut', 'hasPurchase']),
        description: 'Signing out forgets the purchase: no entry names the buyer.',
        target: '.forgotten',
        actions: ['storeUser', end('signedOut')],
      },
      { actions: 'storeUser' },
    ],
    'purchase.restored': [
      restoreAs('launching'),
      restoreAs('interrupted'),
      restoreAs('open.embedded'),
      restoreAs('open.hosted'),
      restoreAs('paid'),
    ],
    'purchase.ended': [
      {
        guard: stateIn('paid'),
        description:
          'A paid purchase ended elsewhere, most likely confirmed there: one check here says so.',
        actions: 'resumeHere',
      },
      {
        guard: 'hasPurchase',
        description: 'Its checkout closed or the buyer forgot it elsewhere.',
        target: '.idle',
        actions: 'clearPurchase',
      },
    ],
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'No purchase in this browser.',
      on: startAfresh,
    },
    launching: {
      description:
        "The press made the intent's Idempotency-Key and stored it; POST /api/purchase is in flight, then the checkout opens.",
      tags: ['live', 'launching'],
      on: {
        'launch.opened': [
          { guard: 'isEmbedded', target: 'open.embedded', actions: 'storeReference' },
          { target: 'open.hosted', actions: 'storeReference' },
        ],
        'launch.failed': [
          {
            guard: 'isDefinite',
            description: 'The backend refused (4xx) or no checkout can open.',
            target: 'abandoned',
            actions: end('refused'),
          },
          { target: 'interrupted' },
        ],
        'checkout.closed': { target: 'abandoned', actions: end('closed') },
        'checkout.cancelled': cancelled,
        'purchase.resumed': [
          expire,
          {
            description: 'The request of a closed tab is lost: the next press sends its key again.',
            target: 'interrupted',
          },
        ],
      },
    },
    interrupted: {
      description:
        'The request got no definite answer (dropped, timed out, 5xx): no notice and no checks; the next press of the same item sends the same key, so the backend makes one checkout.',
      tags: ['live'],
      on: {
        'purchase.start': start,
        'purchase.forget': forget,
        'checkout.cancelled': cancelled,
        'purchase.resumed': expire,
      },
    },
    open: {
      description:
        'The checkout is in front of the buyer (in this tab or another); nothing is checked on a timer.',
      tags: ['live', 'open'],
      on: {
        'checkout.paid': 'paid',
        'checkout.cancelled': cancelled,
        'purchase.forget': forget,
        'purchase.resumed': expire,
        'purchase.start': [
          {
            guard: and(['isSameIntent', 'isResumeOfOpen']),
            description:
              'Resume checkout: the same key, so the backend answers with the same checkout.',
            target: 'launching',
            actions: 'continueIntent',
          },
          {
            guard: not('isResumeOfOpen'),
            description: 'Start over: the open checkout is abandoned for a new intent.',
            target: 'launching',
            actions: 'startIntent',
          },
        ],
      },
      initial: 'embedded',
      states: {
        embedded: {
          description:
            'The embedded widget is open; closing it without paying abandons the purchase.',
          on: {
            'checkout.closed': { target: '#purchaseLifecycle.abandoned', actions: end('closed') },
          },
        },
        hosted: {
          description:
            'The hosted checkout is in another tab: checked once each time this tab regains focus.',
          initial: 'away',
          states: {
            away: { on: { 'window.focused': 'checking' } },
            checking: {
              tags: ['checking'],
              invoke: {
                id: 'checkActivation',
                src: 'checkActivation',
                input: activationInput,
                onDone: [
                  { guard: isActivated, target: '#purchaseLifecycle.confirmed' },
                  { target: 'away' },
                ],
                onError: 'away',
              },
            },
          },
        },
      },
    },
    paid: {
      description:
        'The checkout reported payment: the backend is asked until it shows the purchase.',
      tags: ['live', 'paid'],
      on: {
        'purchase.forget': forget,
        'purchase.resumed': [
          expire,
          { description: 'Restored: the checks start again.', target: 'paid', reenter: true },
        ],
        'purchase.start': {
          description:
            'Refused: the paid purchase is confirmed first, never dropped; the buyer is told to wait for it (or Forget it).',
          actions: 'refuseStart',
        },
      },
      initial: 'identifying',
      states: {
        identifying: {
          description:
            'Waiting for the identity provider to say the buyer is signed in; nothing is asked before.',
          always: { guard: 'isBuyerSignedIn', target: 'confirming' },
        },
        confirming: {
          description:
            "'Confirming your payment...': asks the backend with backoff until it shows the purchase or the window ends.",
          tags: ['confirming'],
          entry: 'restartWindow',
          initial: 'querying',
          states: {
            querying: {
              invoke: {
                id: 'checkActivation',
                src: 'checkActivation',
                input: activationInput,
                onDone: [
                  { guard: isActivated, target: '#purchaseLifecycle.confirmed' },
                  { guard: 'isWindowOver', target: '#purchaseLifecycle.paid.late' },
                  { target: 'waiting' },
                ],
                // A failed check (500, dropped, timed out, malformed) is one more 'not yet'.
                onError: [
                  { guard: 'isWindowOver', target: '#purchaseLifecycle.paid.late' },
                  { target: 'waiting' },
                ],
              },
            },
            waiting: { after: { NEXT_CHECK: { target: 'querying', actions: 'countWait' } } },
          },
        },
        late: {
          description:
            "The window ended unconfirmed: 'activation is taking longer than usual'; it keeps checking, and Check again checks now.",
          tags: ['late'],
          initial: 'waiting',
          states: {
            waiting: {
              after: { LATE_CHECK: 'querying' },
              on: { 'confirmation.retry': 'querying' },
            },
            querying: {
              tags: ['checking'],
              invoke: {
                id: 'checkActivation',
                src: 'checkActivation',
                input: activationInput,
                onDone: [
                  { guard: isActivated, target: '#purchaseLifecycle.confirmed' },
                  { target: 'waiting' },
                ],
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
    confirmed: {
      description:
        'The backend shows the purchase. Kept in memory for the success page; no longer stored.',
      tags: ['confirmed'],
      entry: { type: 'purchaseConfirmed', params: ({ context }) => context.purchase! },
      on: {
        ...startAfresh,
        'purchase.ended': {
          description:
            'Another tab confirmed it at the same moment and removed the entry too: the result here stays.',
        },
      },
    },
    abandoned: {
      description:
        'Closed, cancelled, refused or dismissed: no notice, no checks; the next press starts a new checkout.',
      tags: ['ended'],
      on: startAfresh,
    },
    forgotten: {
      description:
        'The buyer signed out (or another account signed in): nothing of the purchase is kept.',
      tags: ['ended'],
      on: startAfresh,
    },
    expired: {
      description: 'Older than 24 hours: dropped.',
      tags: ['ended'],
      on: startAfresh,
    },
  },
})
