import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { checkoutHostMachine } from '../../../../machines/checkout-host.machine'

/** The app's checkout host state (a child of the app): the only checkout state in the initial
 *  bundle, so it holds no widget code. */
export type CheckoutHostActor = ActorRefFrom<typeof checkoutHostMachine>

type Snapshot = SnapshotFrom<typeof checkoutHostMachine>
export const selectLaunched = (s: Snapshot) => s.hasTag('launched')
export const selectBlockedUrl = (s: Snapshot) => s.context.blockedUrl
