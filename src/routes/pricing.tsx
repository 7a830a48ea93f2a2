import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '../features/pricing'
import { CHECKOUT_ORIGIN, pageHead } from '../features/shell'

export const Route = createFileRoute('/pricing')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/pricing',
      title: 'Pricing | SuperbulletAI',
      description:
        'Choose your SuperbulletAI plan: Free, Pro with 11M tokens per month and Codebase Indexing, Teams (coming soon) or Enterprise. Early Access bonus tokens included.',
      preconnect: [CHECKOUT_ORIGIN],
    }),
  component: PricingPage,
})
