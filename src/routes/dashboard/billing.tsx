import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../features/shell'

// The screen is the /dashboard layout (route.tsx); this tab only sets the page head.
export const Route = createFileRoute('/dashboard/billing')({
  head: (ctx) =>
    pageHead(ctx, {
      path: '/dashboard/billing',
      title: 'Billing & Invoices | Dashboard | SuperbulletAI',
      description: 'Your SuperbulletAI plan, payments, monthly spending and invoices.',
    }),
})
