import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../features/shell'

// The screen is the /dashboard layout (route.tsx); this tab only sets the page head.
export const Route = createFileRoute('/dashboard/settings')({
  head: (ctx) =>
    pageHead(ctx, {
      path: '/dashboard/settings',
      title: 'Settings | Dashboard | SuperbulletAI',
      description: 'Your SuperbulletAI account settings and usage-based pricing.',
    }),
})
