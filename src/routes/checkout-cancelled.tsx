import { createFileRoute } from '@tanstack/react-router'
import { CheckoutCancelledPage } from '../features/checkout'

export const Route = createFileRoute('/checkout-cancelled')({
  head: () => ({
    meta: [
      { title: 'Purchase Cancelled | SuperbulletAI' },
      { name: 'description', content: 'Your SuperbulletAI payment was cancelled and no charges were made. Try again or contact support.' },
    ],
  }),
  component: CheckoutCancelledPage,
})
