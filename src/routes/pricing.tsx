import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '../features/pricing'

export const Route = createFileRoute('/pricing')({
  head: () => ({
    meta: [
      { title: 'Pricing | SuperbulletAI' },
      {
        name: 'description',
        content:
          'Choose your SuperbulletAI plan: Free, Pro with 11M tokens per month and Codebase Indexing, Teams (coming soon) or Enterprise. Early Access bonus tokens included.',
      },
    ],
  }),
  component: PricingPage,
})
