import { waitFor } from 'xstate'
import { selectIsLoading, selectIsSignedIn } from '../../auth/auth.selectors'
import type { AuthService } from '../../auth/auth-service'

/** The signed-in dashboard's code, a chunk of its own: a signed-out visitor only needs the
 *  sign-in prompt. */
export const loadSignedInDashboard = () => import('./signed-in-dashboard')

/** The /dashboard loader: for a signed-in user, fetch that code before the route renders, so the
 *  dashboard appears without a loading step. (A failure is left to the lazy view to report.) */
export async function preloadDashboardFor(auth: AuthService): Promise<void> {
  const snapshot = await waitFor(auth.actor, (s) => !selectIsLoading(s))
  if (selectIsSignedIn(snapshot)) await loadSignedInDashboard().catch(() => undefined)
}
