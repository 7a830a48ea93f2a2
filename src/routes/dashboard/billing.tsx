import { createFileRoute } from '@tanstack/react-router'

// The screen is the /dashboard layout (route.tsx); this tab only sets the page head.
export const Route = createFileRoute('/dashboard/billing')({
  head: () => ({ meta: [{ title: 'Billing & Invoices | Dashboard | SuperbulletAI' }, { name: 'description', content: 'Your SuperbulletAI plan, payments, monthly spending and invoices.' }] }),
})
