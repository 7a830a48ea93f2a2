import type { AuthUser } from '../machines/auth.machine'
import type { PurchaseLifecycleContext } from '../machines/purchase-lifecycle.machine'
import { PURCHASE_LIFECYCLE } from '../machines/app.machine'
import { lifecycleLogic } from '../src/features/checkout/lifecycle/purchase-lifecycle'
import diagram from '../docs/flows/purchase-lifecycle.md?raw'
import { leafKeysOf } from '../machines/paths'
import { createApp, showingChild } from './app'
import { createBoard } from './board'

/** The model's buyer ('buyer', who started the purchase) and the other account that signs in on the same browser. */
const account = (uid: string): AuthUser => ({
  uid,
  email: `${uid}@demo.superbullet.ai`,
  displayName: uid === 'buyer' ? 'Buyer' : 'Someone Else',
})

/**
 * Where the buyer sees the state (the view paths' SEEN table): the success page while a paid
 * purchase is confirmed or late, the cancelled page after a cancel; anywhere else /pricing, with
 * the shell's notice or the confirmed toast.
 */
const PAGE: Record<string, string> = {
  abandoned: '/checkout-cancelled',
  'paid.identifying': '/checkout-success',
  'paid.confirming.querying': '/checkout-success',
  'paid.late.waiting': '/checkout-success',
}

/**
 * The app with its lifecycle started in the story's state (the shell's notice, the success and
 * cancelled pages, the confirmed toast read it). The path is replayed first; the header's user is
 * the one the tab knows, the purchase's buyer where it knows none, and nobody yet (the identity
 * provider has not answered) while the paid purchase waits for it.
 */
export const board = createBoard({
  flow: 'purchase-lifecycle',
  diagram,
  restore: true,
  replay: { provide: { actions: lifecycleLogic.implementations.actions } },
  render: ({ actor, last, logic }) => {
    const { userId } = last.context as PurchaseLifecycleContext
    const who = last.matches({ paid: 'identifying' }) ? 'unanswered' : account(userId ?? 'buyer')
    const app = createApp(PAGE[leafKeysOf(last)[0]!] ?? '/pricing', who, {
      children: { [PURCHASE_LIFECYCLE]: actor.getPersistedSnapshot() },
      // The frame's own fakes: a check in flight stays in flight, a named wait never ends.
      logic: { [PURCHASE_LIFECYCLE]: logic },
    })
    return showingChild(app, PURCHASE_LIFECYCLE)
  },
})
