import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage, validateCheckoutSuccessSearch } from '../features/checkout'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/checkout-success')({
  validateSearch: validateCheckoutSuccessSearch,
  // Browser-rendered: it reads the purchase from its search parameters and the signed-in user.
  staticData: { prerender: false, indexed: false },
  // No success claim in the title: the page confirms the purchase with the backend first.
  head: (ctx) =>
    pageHead(ctx, {
      path: '/checkout-success',
      title: 'Your Purchase | SuperbulletAI',
      description:
        'The confirmation of your SuperbulletAI purchase, your order summary and what to do next.',
    }),
  component: CheckoutSuccessPage,
})
