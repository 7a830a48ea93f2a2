import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../features/shell'

// The screen is the /dashboard layout (route.tsx); this tab only sets the page head.
export const Route = createFileRoute('/dashboard/')({
  head: () =>
    pageHead({
      path: '/dashboard',
      title: 'Dashboard | SuperbulletAI',
      description: 'Your SuperbulletAI account: settings, usage, billing and invoices.',
      indexed: false,
    }),
})
