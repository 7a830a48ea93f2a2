import type { SnapshotFrom } from 'xstate'
import type { checkoutHostMachine } from '../../../../machines/checkout-host.machine'

/** What the shell's checkout host reads of the app's checkout host actor (a child of the app):
 *  the only checkout state in the initial bundle, so it holds no widget code. */
type Snapshot = SnapshotFrom<typeof checkoutHostMachine>
export const selectLaunched = (s: Snapshot) => s.hasTag('launched')
export const selectBlockedUrl = (s: Snapshot) => s.context.blockedUrl
