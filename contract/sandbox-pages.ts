/**
 * The sandbox checkout pages of the contract server: plain HTML with a small inline script.
 * Server-side values are HTML-escaped; values from the query string are read by the script and
 * only ever set as text or through the CSSOM (never as markup).
 */
import type { CheckoutRecord } from '../src/mocks/scenario-store'

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** JSON that is safe inside a <script type="application/json"> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)

const kindLabel = (checkout: CheckoutRecord) =>
  checkout.package.type === 'subscription'
    ? 'Subscription, billed monthly'
    : 'One-time token top-up'

const STYLE = `
  :root { color-scheme: dark; --primary: #f59e0b; --bg: #0b0d12; --surface: #151922; --border: #2a303c; --fg: #f4f5f7; --muted: #a3aab8; }
  body.light { color-scheme: light; --bg: #f6f7f9; --surface: #ffffff; --border: #d9dde4; --fg: #11141a; --muted: #4a5261; }
  * { box-sizing: border-box; }
  html, body { margin: 0; min-height: 100%; }
  body { background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: grid; place-items: center; padding: 24px 16px; }
  main { width: 100%; max-width: 440px; background: var(--surface); border: 1px solid var(--border); border-radius: 16px; padding: 28px; box-shadow: 0 20px 60px rgb(0 0 0 / 0.35); }
  .badge { display: inline-block; font-size: 12px; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); border: 1px solid var(--border); border-radius: 999px; padding: 2px 10px; }
  h1 { font-size: 22px; margin: 14px 0 4px; }
  p { margin: 0; color: var(--muted); }
  dl { margin: 22px 0; display: grid; grid-template-columns: 1fr auto; gap: 10px 16px; padding: 16px 0; border-top: 1px solid var(--border); border-bottom: 1px solid var(--border); }
  dt { color: var(--muted); }
  dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  .total { font-size: 20px; }
  .actions { display: grid; gap: 10px; }
  button, .button { font: inherit; font-weight: 600; border-radius: 10px; padding: 12px 16px; border: 1px solid var(--border); background: transparent; color: var(--fg); cursor: pointer; width: 100%; }
  button:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
  button[disabled] { opacity: 0.6; cursor: progress; }
  .pay { background: var(--primary); border-color: var(--primary); color: #111; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
  .status { min-height: 24px; margin-top: 14px; text-align: center; }
  .note { margin-top: 18px; font-size: 13px; text-align: center; }
`

function orderList(checkout: CheckoutRecord): string {
  return `<dl>
      <dt>Item</dt><dd id="order-name">${escapeHtml(checkout.package.name)}</dd>
      <dt>Type</dt><dd>${escapeHtml(kindLabel(checkout))}</dd>
      <dt>Reference</dt><dd>${escapeHtml(checkout.ident)}</dd>
      <dt>Total</dt><dd class="total" id="order-amount">${escapeHtml(money(checkout.package.price))} USD</dd>
    </dl>`
}

/**
 * The embedded checkout, loaded by the app's widget in an iframe at {endpoint}/{ident}. It posts
 * { source: 'embedpay', event } messages to its parent (or opener, in popup mode) with the
 * `origin` query parameter as target origin: 'open' on load; Pay completes the checkout then
 * 'payment:complete' with { plan, amount, currency: 'USD' }; Fail 'payment:error' with
 * { message: 'Your card was declined.' }; Close 'close'. `legacy=1` sends the underscore names.
 */
export function embeddedCheckoutPage(checkout: CheckoutRecord): string {
  const order = {
    ident: checkout.ident,
    plan: checkout.package.name,
    amount: checkout.package.price,
    status: checkout.status,
  }
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Sandbox checkout</title>
  <style>${STYLE}</style>
</head>
<body>
  <main aria-labelledby="title">
    <span class="badge">EmbedPay sandbox</span>
    <h1 id="title">Complete your purchase</h1>
    <p>Test mode: no card is charged.</p>
    ${orderList(checkout)}
    <div class="actions">
      <button type="button" class="pay" id="pay">Pay ${escapeHtml(money(checkout.package.price))}</button>
      <div class="row">
        <button type="button" id="fail">Fail</button>
        <button type="button" id="close">Close</button>
      </div>
    </div>
    <p class="status" id="status" role="status" aria-live="polite"></p>
    <p class="note" id="note"></p>
  </main>
  <script type="application/json" id="order">${scriptJson(order)}</script>
  <script>
  (function () {
    var order = JSON.parse(document.getElementById('order').textContent);
    var query = new URLSearchParams(location.search);
    var legacy = query.get('legacy') === '1';
    var names = { complete: legacy ? 'payment_complete' : 'payment:complete', error: legacy ? 'payment_error' : 'payment:error' };
    var statusEl = document.getElementById('status');
    var noteEl = document.getElementById('note');
    var payButton = document.getElementById('pay');

    var theme = query.get('theme');
    if (theme === 'light') document.body.classList.add('light');

    var colors = [];
    try { colors = JSON.parse(query.get('colors') || '[]'); } catch (e) { colors = []; }
    if (Array.isArray(colors)) {
      colors.forEach(function (c) {
        if (c && c.name === 'primary' && typeof c.color === 'string' && c.color.indexOf('var(') === -1) {
          document.documentElement.style.setProperty('--primary', c.color);
        }
      });
    }

    var targetOrigin = null;
    try {
      var origin = query.get('origin');
      if (origin && new URL(origin).origin === origin) targetOrigin = origin;
    } catch (e) { targetOrigin = null; }
    var target = window.parent !== window ? window.parent : window.opener;
    var details = [];
    if (query.get('locale')) details.push('locale ' + query.get('locale'));
    if (query.get('version')) details.push('widget ' + query.get('version'));
    noteEl.textContent = targetOrigin ? 'Reporting to ' + targetOrigin + (details.length ? ' (' + details.join(', ') + ')' : '') : 'No valid origin parameter: events are not sent.';

    function send(event, data) {
      if (!target || !targetOrigin) return;
      var message = { source: 'embedpay', event: event };
      if (data !== undefined) message.data = data;
      target.postMessage(message, targetOrigin);
    }

    send('open');
    if (order.status === 'completed') {
      statusEl.textContent = 'This checkout is already paid.';
      payButton.disabled = true;
    }

    payButton.addEventListener('click', function () {
      payButton.disabled = true;
      statusEl.textContent = 'Processing payment...';
      fetch('/sandbox/complete/' + encodeURIComponent(order.ident), { method: 'POST' })
        .then(function (res) { if (!res.ok) throw new Error('HTTP ' + res.status); return res.json(); })
        .then(function (result) {
          statusEl.textContent = 'Payment complete.';
          send(names.complete, { plan: result.plan, amount: result.amount, currency: result.currency || 'USD' });
        })
        .catch(function () {
          payButton.disabled = false;
          statusEl.textContent = 'The sandbox could not complete this checkout.';
          send(names.error, { message: 'The sandbox could not complete this checkout.' });
        });
    });
    document.getElementById('fail').addEventListener('click', function () {
      statusEl.textContent = 'Your card was declined.';
      send(names.error, { message: 'Your card was declined.' });
    });
    document.getElementById('close').addEventListener('click', function () {
      send('close');
    });
  })();
  </script>
</body>
</html>`
}

/** The hosted checkout (a full page in a new tab): Pay completes and redirects to complete_url; Cancel goes to cancel_url. */
export function hostedCheckoutPage(checkout: CheckoutRecord): string {
  const ident = encodeURIComponent(checkout.ident)
  const paid = checkout.status === 'completed'
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Sandbox checkout</title>
  <style>${STYLE}</style>
</head>
<body>
  <main aria-labelledby="title">
    <span class="badge">Hosted checkout sandbox</span>
    <h1 id="title">Complete your purchase</h1>
    <p>Test mode: no card is charged.</p>
    ${orderList(checkout)}
    <div class="actions">
      <form method="post" action="/sandbox/hosted/${ident}/pay">
        <button type="submit" class="pay" id="pay"${paid ? ' disabled' : ''}>Pay ${escapeHtml(money(checkout.package.price))}</button>
      </form>
      <form method="post" action="/sandbox/hosted/${ident}/cancel">
        <button type="submit" id="cancel">Cancel</button>
      </form>
    </div>
    <p class="status" role="status">${paid ? 'This checkout is already paid.' : ''}</p>
  </main>
</body>
</html>`
}

export function notFoundPage(what: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title><style>${STYLE}</style></head>
<body><main><span class="badge">Sandbox</span><h1>${escapeHtml(what)} not found</h1><p>The contract server does not know this checkout. Was the store reset?</p></main></body>
</html>`
}

/** The hosted checkout refuses to send the buyer to an address that is not one of the site's origins. */
export function returnRefusedPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Return address refused</title><style>${STYLE}</style></head>
<body><main><span class="badge">Sandbox</span><h1>Return address refused</h1><p>This checkout's return address is not on the site's origins, so the sandbox neither charges nor redirects.</p></main></body>
</html>`
}

/** A tiny but valid one-page PDF naming the invoice. */
export function invoicePdf(invoiceId: string): string {
  const text = `Invoice ${invoiceId} (sandbox)`.replace(/[()\\]/g, '')
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return body
}
