/** Ports and public settings of the local stacks; the same values go into the stack build. */
export const stackPorts = { auth: 9099, contract: 8787, dev: 5173, stack: 4173 } as const

export function stackEnv(mode: 'dev' | 'stack'): Record<string, string> {
  return {
    VITE_API_BASE_URL: 'http://localhost:8787',
    VITE_APP_ORIGIN: mode === 'dev' ? 'http://localhost:5173' : 'http://localhost:4173',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-superbullet.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'demo-superbullet',
    VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
    VITE_CHECKOUT_ENDPOINT: 'http://localhost:8787/sandbox/embedded',
    VITE_CHECKOUT_URL_HOSTS: 'localhost',
    VITE_INVOICE_URL_HOSTS: 'localhost',
    // Short, so that the fault suite's timeouts take seconds, not minutes.
    // The confirmation window after payment: 12 s instead of 60, so that 'activation never arrives' ends in seconds.
    // Browsers report CSP violations to the contract server's collector (test mode), which the
    // end-to-end suite reads: by report-uri, which Chromium sends at once (scripts/security-headers.ts).
    ...(mode === 'stack'
      ? {
          VITE_API_TIMEOUT_MS: '4000',
          VITE_CONFIRMATION_WINDOW_MS: '12000',
          CSP_REPORT_URL: 'http://localhost:8787/__control/csp-reports',
          CSP_REPORT_DELIVERY: 'report-uri',
        }
      : {}),
  }
}
