import { waitFor } from 'xstate'
import { AUTH } from '../../../machines/app.machine'
import { selectIsLoading, selectIsSignedIn } from '../../auth/auth.selectors'
import { systemActor, type AppActor } from '../../system/app-system'

/** The signed-in dashboard's code, a chunk of its own: a signed-out visitor only needs the
 *  sign-in prompt. */
export const loadSignedInDashboard = () => import('./signed-in-dashboard')

/** The /dashboard loader: for a signed-in user, fetch that code before the route renders, so the
 *  dashboard appears without a loading step. (A failure is left to the lazy view to report.) */
export async function preloadDashboardFor(app: AppActor): Promise<void> {
  const snapshot = await waitFor(systemActor(app, AUTH), (s) => !selectIsLoading(s))
  if (selectIsSignedIn(snapshot)) await loadSignedInDashboard().catch(() => undefined)
}
