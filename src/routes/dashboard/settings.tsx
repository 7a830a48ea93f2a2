import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../features/dashboard/dashboard-screen'

export const Route = createFileRoute('/dashboard/settings')({
  head: () => ({ meta: [{ title: 'Dashboard | SuperbulletAI' }, { name: 'description', content: 'Your SuperbulletAI account: settings, usage, billing and invoices.' }] }),
  component: () => <DashboardScreen tab="settings" />,
})
