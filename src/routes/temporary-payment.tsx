import { createFileRoute } from '@tanstack/react-router'
import { TemporaryPaymentPage } from '../features/checkout'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/temporary-payment')({
  staticData: { prerender: false, indexed: false },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/temporary-payment',
      title: 'Payments Under Review | SuperbulletAI',
      description:
        'Online checkout is paused while our payment processors review the store. Get Pro tokens refilled through our Discord.',
    }),
  component: TemporaryPaymentPage,
})
