import type { SnapshotFrom } from 'xstate'
import type { embeddedCheckoutMachine } from '../../../../machines/embedded-checkout.machine'

/** Snapshot -> view props for the checkout host, so views never spell tags or state names. */
type Snapshot = SnapshotFrom<typeof embeddedCheckoutMachine>

/** What the frame shows: the 'Loading secure checkout...' cover, the give-up message, or the widget. */
export type FrameStatus = 'loading' | 'failed' | 'ready'

export const selectFrameStatus = (s: Snapshot): FrameStatus =>
  s.hasTag('loadFailed') ? 'failed' : s.hasTag('loading') ? 'loading' : 'ready'

/** The open checkout's session, or null when none is open. */
export const selectSession = (s: Snapshot) => s.context.session

/** A checkout is open. */
export const selectIsOpen = (s: Snapshot) => s.context.session !== null
