import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage } from '../features/checkout/pages/checkout-success-page'
import { validateCheckoutSuccessSearch } from '../features/checkout/pages/checkout-success-search'
import { pageHead } from '../features/shell/page-head'

export const Route = createFileRoute('/checkout-success')({
  validateSearch: validateCheckoutSuccessSearch,
  // No success claim in the title: the page confirms the purchase with the backend first.
  head: () =>
    pageHead({
      path: '/checkout-success',
      title: 'Your Purchase | SuperbulletAI',
      description: 'The confirmation of your SuperbulletAI purchase, your order summary and what to do next.',
      indexed: false,
    }),
  component: CheckoutSuccessPage,
})
