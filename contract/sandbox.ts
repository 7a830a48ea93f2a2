/**
 * The sandbox checkout routes (served by the contract server only, never by the unit-test
 * handlers): the embedded and hosted checkout pages, completing or cancelling a checkout, and
 * invoice files.
 */
import { HttpResponse, http, type RequestHandler } from 'msw'
import type { ScenarioStore } from '../src/mocks/scenario-store'
import { allowedReturnUrl } from './origins'
import {
  embeddedCheckoutPage,
  hostedCheckoutPage,
  invoicePdf,
  notFoundPage,
  returnRefusedPage,
} from './sandbox-pages'

const html = (body: string, status = 200) =>
  HttpResponse.html(body, {
    status,
    headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  })

const redirect = (location: string) =>
  new HttpResponse(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  })

/** `appOrigins`: where the hosted checkout may send the buyer back to (never an open redirect). */
export function createSandboxHandlers(
  origin: string,
  store: ScenarioStore,
  appOrigins: ReadonlySet<string>,
): RequestHandler[] {
  const at = (path: string) => `${origin}${path}`
  const returnTo = (raw: string) => allowedReturnUrl(raw, appOrigins)
  return [
    http.get<{ ident: string }>(at('/sandbox/embedded/:ident'), ({ params }) => {
      const checkout = store.getCheckout(params.ident)
      return checkout ? html(embeddedCheckoutPage(checkout)) : html(notFoundPage('Checkout'), 404)
    }),

    http.post<{ ident: string }>(at('/sandbox/complete/:ident'), ({ params }) => {
      const done = store.completeCheckout(params.ident)
      if (!done) return HttpResponse.json({ error: 'Checkout not found' }, { status: 404 })
      return HttpResponse.json({
        ident: done.checkout.ident,
        status: done.checkout.status,
        plan: done.plan,
        amount: done.amount,
        currency: done.currency,
      })
    }),

    http.get<{ ident: string }>(at('/sandbox/hosted/:ident'), ({ params }) => {
      const checkout = store.getCheckout(params.ident)
      return checkout ? html(hostedCheckoutPage(checkout)) : html(notFoundPage('Checkout'), 404)
    }),

    http.post<{ ident: string }>(at('/sandbox/hosted/:ident/pay'), ({ params }) => {
      const pending = store.getCheckout(params.ident)
      if (!pending) return html(notFoundPage('Checkout'), 404)
      // Checked before payment: a checkout that cannot send the buyer back to the site takes no money.
      const url = returnTo(pending.complete_url)
      if (!url) return html(returnRefusedPage(), 400)
      const done = store.completeCheckout(params.ident)
      if (!done) return html(notFoundPage('Checkout'), 404)
      url.searchParams.set('plan', done.plan)
      url.searchParams.set('amount', String(done.amount))
      url.searchParams.set('currency', done.currency)
      return redirect(url.href)
    }),

    http.post<{ ident: string }>(at('/sandbox/hosted/:ident/cancel'), ({ params }) => {
      const checkout = store.cancelCheckout(params.ident)
      if (!checkout) return html(notFoundPage('Checkout'), 404)
      const url = returnTo(checkout.cancel_url)
      return url ? redirect(url.href) : html(returnRefusedPage(), 400)
    }),

    http.get<{ file: string }>(at('/sandbox/invoice/:file'), ({ params }) => {
      const id = params.file.replace(/\.pdf$/i, '')
      if (!/^[A-Za-z0-9_-]{1,128}$/.test(id))
        return HttpResponse.json({ error: 'Invoice not found' }, { status: 404 })
      return new HttpResponse(invoicePdf(id), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${id}.pdf"`,
          'Cache-Control': 'no-store',
        },
      })
    }),
  ]
}
