import { createFileRoute } from '@tanstack/react-router'

// The screen is the /dashboard layout (route.tsx); this tab only sets the page head.
export const Route = createFileRoute('/dashboard/usage')({
  head: () => ({ meta: [{ title: 'Usage | Dashboard | SuperbulletAI' }, { name: 'description', content: 'Your SuperbulletAI token usage and chat sessions.' }] }),
})
