import { createFileRoute } from '@tanstack/react-router'

// The screen is the /dashboard layout (route.tsx); this tab only sets the page head.
export const Route = createFileRoute('/dashboard/settings')({
  head: () => ({ meta: [{ title: 'Settings | Dashboard | SuperbulletAI' }, { name: 'description', content: 'Your SuperbulletAI account settings and usage-based pricing.' }] }),
})
