import { createFileRoute } from '@tanstack/react-router'
import { DashboardRoute, preloadDashboardFor } from '../../features/dashboard'
import { pageHead } from '../../features/shell'

// The layout of /dashboard, /dashboard/settings, /dashboard/usage and /dashboard/billing: one
// screen whose active tab follows the URL (the child routes only set their head).
export const Route = createFileRoute('/dashboard')({
  staticData: { prerender: false, indexed: false },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/dashboard',
      title: 'Dashboard | SuperbulletAI',
      description: 'Your SuperbulletAI account: settings, usage, billing and invoices.',
    }),
  loader: ({ context }) => preloadDashboardFor(context.app),
  component: DashboardRoute,
})
