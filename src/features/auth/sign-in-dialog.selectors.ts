import type { SnapshotFrom } from 'xstate'
import type { signInDialogMachine } from '../../../machines/sign-in-dialog.machine'

/** Snapshot -> view props for the sign-in dialog, so views never spell tags or state names. */
type Snapshot = SnapshotFrom<typeof signInDialogMachine>

export const selectOpen = (s: Snapshot): boolean => s.hasTag('open')

/** The dialog's code is wanted: it is open, or closed with a half-typed email to keep. */
export const selectMounted = (s: Snapshot): boolean => s.hasTag('open') || s.context.email !== ''

/** A sign-in is in flight: both sign-in buttons wait. */
export const selectBusy = (s: Snapshot): boolean => s.hasTag('busy')

export const selectSubmittingEmail = (s: Snapshot): boolean => s.hasTag('submittingEmail')

export const selectSubmittingGoogle = (s: Snapshot): boolean => s.hasTag('submittingGoogle')

export const selectEmail = (s: Snapshot): string => s.context.email

export const selectPassword = (s: Snapshot): string => s.context.password

export const selectError = (s: Snapshot) => s.context.error
