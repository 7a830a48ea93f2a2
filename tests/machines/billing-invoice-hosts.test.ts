import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { DEFAULT_API_BASE_URL } from '../../src/mocks/handlers'
import { server } from '../support/setup'

/**
 * The invoice download hosts come from configuration: VITE_INVOICE_URL_HOSTS, read once when
 * src/config.ts loads. These tests run the production billing machine (the dashboard's
 * `billingLogic`, with the real API calls against the mock backend and the real new-tab opener)
 * and load it afresh after stubbing the env, so a different list must change what opens.
 */

const pro = demoAccount('pro')
const DOWNLOAD_URL = `${DEFAULT_API_BASE_URL}/api/invoice/:invoiceId/download`

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** src/config.ts and the billing logic loaded again, so they read the env as stubbed now. */
async function freshBillingLogic() {
  vi.resetModules()
  const [{ billingLogic }, { invoiceUrlHosts }, { toaster }] = await Promise.all([
    import('../../src/features/dashboard/billing.actors'),
    import('../../src/config'),
    import('../../src/components/ui/toast-store'),
  ])
  return { billingLogic, invoiceUrlHosts, toaster }
}

type Fresh = Awaited<ReturnType<typeof freshBillingLogic>>

/**
 * pro@ opens Billing and downloads its first downloadable invoice; the backend answers with
 * `downloadUrl`. Returns the address the new tab was sent to ('' if none opened) and the error
 * toasts shown.
 */
async function downloadVia({ billingLogic, toaster }: Fresh, downloadUrl: string) {
  server.use(http.get(DOWNLOAD_URL, () => HttpResponse.json({ success: true, downloadUrl })))
  const tab = { opener: window as Window | null, location: { href: '' } }
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
  const error = vi.spyOn(toaster, 'error')
  const actor = createActor(billingLogic, { input: { userId: pro.uid } }).start()
  try {
    actor.send({ type: 'billing.open' })
    const loaded = await waitFor(actor, (s) => s.context.invoices !== null, { timeout: 5000 })
    const invoice = loaded.context.invoices!.find((i) => i.invoiceUrl)!
    actor.send({ type: 'invoice.download', invoiceId: invoice.id })
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true)
    await waitFor(actor, (s) => !s.hasTag('downloading'), { timeout: 5000 })
    return {
      opened: open.mock.calls.length,
      href: tab.location.href,
      errorToasts: error.mock.calls.map(([t]) => `${String(t.title)}: ${String(t.description)}`),
    }
  } finally {
    actor.stop()
    open.mockRestore()
    error.mockRestore()
  }
}

const OPENED = (href: string) => ({ opened: 1, href, errorToasts: [] })
const REFUSED = { opened: 0, href: '', errorToasts: ['Error: Failed to download invoice'] }

describe('invoice download hosts (VITE_INVOICE_URL_HOSTS)', () => {
  it('by default opens an invoice on a listed host and refuses the checkout host and any other', async () => {
    const fresh = await freshBillingLogic()
    expect(fresh.invoiceUrlHosts).toEqual(['app.embedpay.io', 'downloads.superbullet.ai'])

    const listed = 'https://downloads.superbullet.ai/invoices/inv_pro_0004.pdf'
    expect(await downloadVia(fresh, listed)).toEqual(OPENED(listed))
    const portal = 'https://app.embedpay.io/my-orders/inv_pro_0004'
    expect(await downloadVia(fresh, portal)).toEqual(OPENED(portal))

    // The checkout host may serve a checkout (allowedUrlHosts) but not an invoice.
    expect(await downloadVia(fresh, 'https://checkout.embedpay.io/c/inv_pro_0004.pdf')).toEqual(
      REFUSED,
    )
    expect(await downloadVia(fresh, 'https://evil.example/inv_pro_0004.pdf')).toEqual(REFUSED)
  })

  it('with another list, opens its hosts and refuses the default ones', async () => {
    vi.stubEnv('VITE_INVOICE_URL_HOSTS', ' invoices.example.com , billing.example.org ,')
    const fresh = await freshBillingLogic()
    expect(fresh.invoiceUrlHosts).toEqual(['invoices.example.com', 'billing.example.org'])

    const listed = 'https://invoices.example.com/inv_pro_0004.pdf'
    expect(await downloadVia(fresh, listed)).toEqual(OPENED(listed))
    const second = 'https://billing.example.org/r/inv_pro_0004'
    expect(await downloadVia(fresh, second)).toEqual(OPENED(second))

    expect(
      await downloadVia(fresh, 'https://downloads.superbullet.ai/invoices/inv_pro_0004.pdf'),
    ).toEqual(REFUSED)
    expect(await downloadVia(fresh, 'https://app.embedpay.io/my-orders/inv_pro_0004')).toEqual(
      REFUSED,
    )
    // A listed name as a suffix of another host is still another host.
    expect(await downloadVia(fresh, 'https://invoices.example.com.evil.example/inv.pdf')).toEqual(
      REFUSED,
    )
  })
})
