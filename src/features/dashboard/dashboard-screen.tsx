import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { PartBoundary } from '../../components/part-boundary'
import { Spinner } from '../../components/ui/spinner'
import { RequireSignIn } from '../auth'
import type { DashboardTab } from './dashboard-tabs'
import { loadSignedInDashboard } from './load-signed-in-dashboard'

export type { DashboardTab } from './dashboard-tabs'

// Fetched by the route's loader for a signed-in user (so the first render has it), and on
// sign-in for a visitor, who first sees only the sign-in prompt.
const SignedInDashboard = lazy(() =>
  loadSignedInDashboard().then((m) => ({ default: m.SignedInDashboard })),
)

function DashboardLoading() {
  return (
    <div
      role="status"
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        py: '24',
        color: 'fg.muted',
      })}
    >
      <Spinner /> Loading...
    </div>
  )
}

/** The signed-in dashboard: Settings, Usage and Billing & Invoices tabs, one URL each. */
export function DashboardScreen({ tab }: { tab: DashboardTab }) {
  return (
    <RequireSignIn what="your dashboard">
      {(user) => (
        <PartBoundary what="The dashboard">
          <Suspense fallback={<DashboardLoading />}>
            <SignedInDashboard user={user} tab={tab} />
          </Suspense>
        </PartBoundary>
      )}
    </RequireSignIn>
  )
}
