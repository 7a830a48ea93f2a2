import { createFileRoute } from '@tanstack/react-router'
import { CheckoutCancelledPage } from '../features/checkout'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/checkout-cancelled')({
  staticData: { prerender: true, indexed: false },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/checkout-cancelled',
      title: 'Purchase Cancelled | SuperbulletAI',
      description:
        'Your SuperbulletAI payment was cancelled and no charges were made. Try again or contact support.',
    }),
  component: CheckoutCancelledPage,
})
