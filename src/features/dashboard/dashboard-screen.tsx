import { css } from 'styled-system/css'
import { RequireSignIn } from '../auth/require-sign-in'

export type DashboardTab = 'settings' | 'usage' | 'billing'

export function DashboardScreen({ tab }: { tab: DashboardTab }) {
  return (
    <RequireSignIn what="your dashboard">
      {(user) => (
        <section className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })} data-tab={tab}>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Dashboard</h1>
          <p className={css({ color: 'fg.muted' })}>Signed in as {user.email}</p>
        </section>
      )}
    </RequireSignIn>
  )
}
