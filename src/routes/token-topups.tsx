import { createFileRoute } from '@tanstack/react-router'
import { TopUpsPage } from '../features/top-ups'
import { CHECKOUT_ORIGIN, pageHead } from '../features/shell'

export const Route = createFileRoute('/token-topups')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/token-topups',
      title: 'Token Top-ups | SuperbulletAI',
      description:
        'Buy SuperbulletAI token top-ups from $20: $2 per 1M tokens, tokens never expire and roll over, plus Early Access bonus tokens on every package.',
      preconnect: [CHECKOUT_ORIGIN],
    }),
  component: TopUpsPage,
})
