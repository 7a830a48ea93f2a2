import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage, validateCheckoutSuccessSearch } from '../features/checkout'

export const Route = createFileRoute('/checkout-success')({
  validateSearch: validateCheckoutSuccessSearch,
  head: () => ({
    meta: [
      // No success claim in the title: the page confirms the purchase with the backend first.
      { title: 'Your Purchase | SuperbulletAI' },
      { name: 'description', content: 'The confirmation of your SuperbulletAI purchase, your order summary and what to do next.' },
    ],
  }),
  component: CheckoutSuccessPage,
})
