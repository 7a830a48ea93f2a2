import { HttpResponse } from 'msw'
import type { CheckoutLaunchOutput } from '../../machines/checkout-launch.machine'

/** The backend's answer to `POST /api/purchase` that leads to a checkout launch's outcome in a
 *  view-path test: a hosted checkout, the 404 user_not_found, or a 500 ('Backend error: 500'). */
export function launchAnswer(output: CheckoutLaunchOutput): Response {
  if (output.ok)
    return HttpResponse.json({
      provider: 'hosted',
      checkout_url: 'https://checkout.embedpay.io/c/chk_path',
    })
  if (output.failure.kind === 'user_not_found') {
    return HttpResponse.json(
      {
        error: output.failure.message,
        errorType: 'user_not_found',
        details: output.failure.details,
      },
      { status: 404 },
    )
  }
  return new HttpResponse(null, { status: 500 })
}
