import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../features/shell'

// The screen is the /dashboard layout (route.tsx); this tab only sets the page head.
export const Route = createFileRoute('/dashboard/usage')({
  head: (ctx) =>
    pageHead(ctx, {
      path: '/dashboard/usage',
      title: 'Usage | Dashboard | SuperbulletAI',
      description: 'Your SuperbulletAI token usage and chat sessions.',
    }),
})
