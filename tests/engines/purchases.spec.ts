import { CONTRACT } from '../e2e/fixtures'
import { banner, control, expect, signIn, test } from './fixtures'
import { pattern, type Query } from './query'
import type { Site } from './site'

const upgrade: Query = { role: 'dialog', name: 'Upgrade to Pro' }
const checkoutFrame: Query = { role: 'iframe', name: 'Secure checkout' }
const pay: Query = { role: 'button', name: pattern(/^Pay/) }
const heading: Query = { role: 'heading', level: 1 }
/** What a purchase still waiting would show. */
const WAITING = /is waiting for confirmation|Checkout already open/

async function openPricing(site: Site) {
  await site.click({ role: 'link', name: 'Pricing', within: banner })
  await site.hasUrl(/\/pricing$/)
  await site.hasText(heading, 'Choose Your Plan')
}

/** Get Pro and tick the early-access acknowledgement; Proceed is the caller's. */
async function startPro(site: Site) {
  await site.click({ role: 'button', name: 'Get Pro' })
  await site.click({ text: pattern(/^I understand that SuperbulletAI is in Early Access/) })
}

const proceed: Query = { role: 'button', name: pattern(/^Proceed/), within: upgrade }

async function payEmbedded(site: Site) {
  const frame = await site.frame(checkoutFrame)
  await frame.click(pay, 15_000)
  await site.hasUrl(/\/checkout-success\?/)
}

const bodyText = (site: Site) => site.evaluate(() => document.body.innerText, null)

test.describe('purchases', () => {
  test('free@ buys Pro through the embedded checkout up to "Payment Successful!"', async ({
    site,
    shot,
  }) => {
    await signIn(site, 'free')
    await openPricing(site)
    await startPro(site)
    await site.click(proceed)
    await (await site.frame(checkoutFrame)).shows(pay, 15_000)
    await shot('checkout-dialog')
    await payEmbedded(site)
    await site.hasText(heading, 'Payment Successful!', 15_000)
  })

  test('confirmation delayed 4 s, the buyer already on /pricing: a toast says the plan is active', async ({
    site,
  }) => {
    await control.activation(4000)
    await signIn(site, 'free')
    await openPricing(site)
    await startPro(site)
    await site.click(proceed)
    await payEmbedded(site)
    await site.hasText(heading, 'Confirming your payment...')
    await openPricing(site)
    await site.shows({ text: pattern(/^Your Pro plan is active\./) }, 15_000)
    await site.shows({ role: 'link', name: 'Go to Billing' })
    await site.hasUrl(/\/pricing$/)
  })

  test('hosted checkout: WebKit blocks the new tab and "Open checkout" carries the buyer on; Firefox opens it', async ({
    site,
  }) => {
    await control.purchaseMode('hosted')
    await signIn(site, 'free')
    await openPricing(site)
    await startPro(site)
    const checkout =
      site.engine === 'webkit'
        ? await (async () => {
            // WebKit, as Safari, opens no window after an awaited request.
            await site.click(proceed)
            const blocked: Query = { role: 'dialog', name: 'Pop-up Blocked' }
            await site.shows(blocked)
            return site.newTabFrom(() =>
              site.click({ role: 'link', name: 'Open checkout', within: blocked }),
            )
          })()
        : await site.newTabFrom(() => site.click(proceed))
    await checkout.hasUrl(new RegExp(`^${CONTRACT}/sandbox/hosted/`))
    await checkout.click(pay)
    await checkout.hasUrl(/localhost:4173\/checkout-success\?plan=Pro&amount=20&currency=USD/)
    await checkout.hasText(heading, 'Payment Successful!', 15_000)
    await checkout.close()
    await site.click({ role: 'button', name: 'Get Pro' })
    await site.shows({ role: 'dialog', name: 'Already Have an Active Subscription' })
  })

  test('pro@ buys a 20M top-up through the embedded checkout', async ({ site }) => {
    await signIn(site, 'pro')
    await site.goto('/token-topups')
    await site.hasText(heading, 'Token Top-ups')
    await site.click({ role: 'button', within: { role: 'article', name: '20M Tokens' } })
    await payEmbedded(site)
    expect(new URL(await site.url()).searchParams.get('plan')).toBe('20M Token Top-up')
    await site.hasText(heading, 'Payment Successful!', 15_000)
  })

  test('closing the embedded checkout without paying leaves no waiting notice', async ({
    site,
  }) => {
    await signIn(site, 'free')
    await openPricing(site)
    await startPro(site)
    await site.click(proceed)
    await (await site.frame(checkoutFrame)).shows(pay, 15_000)
    await site.click({ role: 'button', name: 'Close checkout' })
    await site.gone(checkoutFrame)
    // Within 2 s nothing says the purchase waits, here or on the next page.
    await new Promise((r) => setTimeout(r, 2000))
    expect(await bodyText(site)).not.toMatch(WAITING)
    await site.click({ role: 'link', name: 'FAQ', within: { role: 'contentinfo' } })
    await site.hasUrl(/\/faq$/)
    expect(await bodyText(site)).not.toMatch(WAITING)
    await site.click({ role: 'link', name: 'Pricing', within: banner })
    await site.click({ role: 'button', name: 'Get Pro' })
    await site.shows(upgrade)
    expect(await site.count({ role: 'dialog', name: 'Checkout already open' })).toBe(0)
  })
})
