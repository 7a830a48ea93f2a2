import * as v from 'valibot'

/** https, or http on a loopback host (the local stacks' contract server). */
const httpsOrLoopback = (raw: string) => {
  const url = new URL(raw)
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  )
}

/**
 * The public settings (VITE_*), with their defaults: src/config.ts validates them at start-up, a
 * production build checks them first (scripts/production-settings.ts). Nothing secret belongs
 * here: every value ships in the bundle.
 */
export const SettingsSchema = v.object({
  VITE_API_BASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.check(httpsOrLoopback, 'VITE_API_BASE_URL must be https (http only on localhost)'),
    ),
    'https://api.superbullet.ai',
  ),
  VITE_APP_ORIGIN: v.optional(v.pipe(v.string(), v.url()), 'https://superbullet.ai'),
  VITE_FIREBASE_API_KEY: v.optional(v.string(), 'demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: v.optional(v.string(), 'demo-superbullet.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: v.optional(v.string(), 'demo-superbullet'),
  VITE_FIREBASE_AUTH_EMULATOR_HOST: v.optional(v.string(), ''),
  VITE_CHECKOUT_ENDPOINT: v.optional(v.pipe(v.string(), v.url()), 'https://checkout.embedpay.io'),
  VITE_CHECKOUT_URL_HOSTS: v.optional(v.string(), 'checkout.embedpay.io'),
  VITE_INVOICE_URL_HOSTS: v.optional(v.string(), 'app.embedpay.io,downloads.superbullet.ai'),
  VITE_XSTATE_INSPECT: v.optional(v.string(), 'false'),
  VITE_API_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1000)),
    '15000',
  ),
  VITE_CONFIRMATION_WINDOW_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1000)),
    '60000',
  ),
})
