/** The signed-in dashboard, as its route mounts it and preloads it. */
export { DashboardRoute } from './dashboard-route'
export { preloadDashboardFor } from './load-signed-in-dashboard'
