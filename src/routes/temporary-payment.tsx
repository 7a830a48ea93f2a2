import { createFileRoute } from '@tanstack/react-router'
import { TemporaryPaymentPage } from '../features/checkout'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/temporary-payment')({
  head: () =>
    pageHead({
      path: '/temporary-payment',
      title: 'Payments Under Review | SuperbulletAI',
      description: 'Online checkout is paused while our payment processors review the store. Get Pro tokens refilled through our Discord.',
      indexed: false,
    }),
  component: TemporaryPaymentPage,
})
