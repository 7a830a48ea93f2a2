import type { SnapshotFrom } from 'xstate'
import type { authMachine } from '../../machines/auth.machine'

/** Snapshot -> what the app reads of the auth actor, so no reader spells tags or state names. */
type AuthSnapshot = SnapshotFrom<typeof authMachine>

export const selectUser = (s: AuthSnapshot) => s.context.user
/** The identity provider has not answered yet (start-up). */
export const selectIsLoading = (s: AuthSnapshot) => s.hasTag('loading')
/** A sign-in or sign-out is in flight. */
export const selectIsBusy = (s: AuthSnapshot) => s.hasTag('busy')
export const selectIsSignedIn = (s: AuthSnapshot) => s.hasTag('signedIn')
