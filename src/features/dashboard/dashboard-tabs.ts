/** The dashboard's three tabs, in order; each has its own URL /dashboard/<tab>. */
export const DASHBOARD_TABS = [
  { value: 'settings', label: 'Settings' },
  { value: 'usage', label: 'Usage' },
  { value: 'billing', label: 'Billing & Invoices' },
] as const

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value']

const isDashboardTab = (value: string | undefined): value is DashboardTab =>
  DASHBOARD_TABS.some((t) => t.value === value)

/** The active tab follows the last path segment of the URL; /dashboard shows Settings. */
export function tabFromPath(pathname: string): DashboardTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop()
  return isDashboardTab(last) ? last : 'settings'
}
