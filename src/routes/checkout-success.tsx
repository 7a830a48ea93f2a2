import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage } from '../features/checkout/pages/checkout-success-page'
import { validateCheckoutSuccessSearch } from '../features/checkout/pages/checkout-success-search'

export const Route = createFileRoute('/checkout-success')({
  validateSearch: validateCheckoutSuccessSearch,
  head: () => ({
    meta: [
      { title: 'Payment Successful | SuperbulletAI' },
      { name: 'description', content: 'Your SuperbulletAI purchase is complete. See your order summary and what to do next.' },
    ],
  }),
  component: function CheckoutSuccessRoute() {
    return <CheckoutSuccessPage search={Route.useSearch()} />
  },
})
