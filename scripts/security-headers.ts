/**
 * Response headers for the built site: used by `vite preview` and written to dist/_headers for
 * production hosting. The CSP allows the API, the Auth emulator or Google's identity hosts, the
 * checkout frame and the video embeds, and nothing else.
 */
export interface HeaderOrigins {
  api: string
  checkout: string
  authEmulator?: string
}

const originOf = (url: string) => new URL(url).origin

export function contentSecurityPolicy(o: HeaderOrigins): string {
  const connect = ["'self'", originOf(o.api), 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
  if (o.authEmulator) connect.push(`http://${o.authEmulator}`)
  const frames = [originOf(o.checkout), 'https://www.youtube-nocookie.com', 'https://www.linkedin.com', 'https://*.firebaseapp.com']
  if (o.authEmulator) frames.push(`http://${o.authEmulator}`)
  return [
    "default-src 'self'",
    // Firebase's Google popup sign-in loads Google's gapi loader.
    "script-src 'self' https://apis.google.com",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(o: HeaderOrigins = originsFromEnv()): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(o),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  }
}

function originsFromEnv(): HeaderOrigins {
  const e = process.env
  return {
    api: e.VITE_API_BASE_URL ?? 'https://api.superbullet.ai',
    checkout: e.VITE_CHECKOUT_ENDPOINT ?? 'https://checkout.embedpay.io',
    authEmulator: e.VITE_FIREBASE_AUTH_EMULATOR_HOST || undefined,
  }
}
