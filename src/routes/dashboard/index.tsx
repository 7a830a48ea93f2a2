import { createFileRoute } from '@tanstack/react-router'

// The screen is the /dashboard layout (route.tsx); this tab only sets the page head.
export const Route = createFileRoute('/dashboard/')({
  head: () => ({ meta: [{ title: 'Dashboard | SuperbulletAI' }, { name: 'description', content: 'Your SuperbulletAI account: settings, usage, billing and invoices.' }] }),
})
