import { createFileRoute } from '@tanstack/react-router'
import { TemporaryPaymentPage } from '../features/checkout'

export const Route = createFileRoute('/temporary-payment')({
  head: () => ({
    meta: [
      { title: 'Payments Under Review | SuperbulletAI' },
      { name: 'description', content: 'Online checkout is paused while our payment processors review the store. Get Pro tokens refilled through our Discord.' },
    ],
  }),
  component: TemporaryPaymentPage,
})
