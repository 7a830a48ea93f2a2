import { createFileRoute } from '@tanstack/react-router'
import { TemporaryPaymentPage } from '../features/checkout/pages/temporary-payment-page'
import { pageHead } from '../features/shell/page-head'

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
