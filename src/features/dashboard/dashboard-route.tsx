import { useLocation } from '@tanstack/react-router'
import { DashboardScreen } from './dashboard-screen'
import { tabFromPath } from './dashboard-tabs'

/**
 * The /dashboard layout's view: one screen for all four URLs, so the tabs, the settings being
 * edited and the loaded billing survive a tab switch; the active tab follows the URL.
 */
export function DashboardRoute() {
  const pathname = useLocation({ select: (location) => location.pathname })
  return <DashboardScreen tab={tabFromPath(pathname)} />
}
