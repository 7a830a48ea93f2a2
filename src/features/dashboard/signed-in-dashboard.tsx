import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import type { AuthUser } from '../../../machines/auth.machine'
import { PartBoundary } from '../../components/part-boundary'
import * as Tabs from '../../components/ui/tabs'
import { apiSession } from '../../auth/api-session'
import { useApp } from '../../system/app-context'
import { BillingProvider } from './billing-context'
import { billingLogicWith } from './billing.actors'
import { BillingTab } from './billing-tab'
import { DASHBOARD_TABS, type DashboardTab } from './dashboard-tabs'
import { SettingsTab } from './settings-tab'
import { UsageTab } from './usage-tab'

const page = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
  w: 'full',
})
const hero = css({
  display: 'flex',
  alignItems: { base: 'flex-start', md: 'flex-end' },
  justifyContent: 'space-between',
  gap: '4',
  flexWrap: 'wrap',
  mb: '8',
})
const avatar = css({
  w: '12',
  h: '12',
  flexShrink: 0,
  borderRadius: 'full',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 'bold',
  fontSize: 'lg',
  color: 'fg.onAccent',
  bgGradient: 'avatar',
})

const initialOf = (user: AuthUser) =>
  (user.displayName?.trim() || user.email || '?').charAt(0).toUpperCase()

function Dashboard({ user, tab }: { user: AuthUser; tab: DashboardTab }) {
  const navigate = useNavigate()
  return (
    <section className={page} aria-labelledby="dashboard-heading">
      <div className={hero}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '4', minW: '0' })}>
          <span className={avatar} aria-hidden="true">
            {initialOf(user)}
          </span>
          <div className={css({ minW: '0' })}>
            <h1
              id="dashboard-heading"
              className={css({
                fontSize: { base: '2xl', md: '3xl' },
                fontWeight: 'bold',
                letterSpacing: 'heading',
              })}
            >
              Dashboard
            </h1>
            <p className={css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
              Signed in as {user.email}
            </p>
          </div>
        </div>
      </div>
      <Tabs.Root
        value={tab}
        // Switching a tab pushes its URL; the route then hands the new tab back in `tab`.
        onValueChange={(d) => void navigate({ to: `/dashboard/${d.value as DashboardTab}` })}
        lazyMount
      >
        <Tabs.List aria-label="Dashboard sections">
          {DASHBOARD_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="settings">
          <PartBoundary what="The Settings tab">
            <SettingsTab user={user} />
          </PartBoundary>
        </Tabs.Content>
        <Tabs.Content value="usage">
          <PartBoundary what="The Usage tab">
            <UsageTab />
          </PartBoundary>
        </Tabs.Content>
        <Tabs.Content value="billing">
          <PartBoundary what="The Billing & Invoices tab">
            <BillingTab active={tab === 'billing'} />
          </PartBoundary>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}

/** The dashboard of a signed-in user. One billing actor per user: a different user starts from
 *  nothing loaded. */
export function SignedInDashboard({ user, tab }: { user: AuthUser; tab: DashboardTab }) {
  const app = useApp()
  const logic = useMemo(() => billingLogicWith(apiSession(app)), [app])
  return (
    <BillingProvider key={user.uid} logic={logic} userId={user.uid}>
      <Dashboard user={user} tab={tab} />
    </BillingProvider>
  )
}
