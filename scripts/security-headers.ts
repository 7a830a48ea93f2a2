/**
 * Response headers for the built site: firebase.json's hosting block declares them
 * (scripts/hosting.ts), and `npm run stack` serves them through the Hosting emulator. The CSP lets the
 * app, the Firebase Auth emulator (local stacks) or Google's identity hosts and popup (production),
 * the checkout frame and the video embeds work, and nothing else.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { EARLY_PRESS_SCRIPT } from '../src/early-press.ts'
import { SIGNED_IN_PRELOAD_SCRIPT } from './signed-in-preload.ts'

/** The CSP sha256 sources of the `<style>` blocks the build inlines (each page's critical CSS,
 *  scripts/critical-css.ts). The build rewrites it, and firebase.json with it, when they change:
 *  commit both, like src/routeTree.gen.ts. */
export const INLINE_STYLES_FILE = resolve(import.meta.dirname, 'inline-styles.json')

export const cspSha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
const sha256 = cspSha256

export interface HeaderOrigins {
  /** VITE_API_BASE_URL: the purchase backend. */
  api: string
  /** VITE_CHECKOUT_ENDPOINT: the embedded checkout frame loads from its origin. */
  checkout: string
  /** VITE_FIREBASE_AUTH_DOMAIN: Firebase's popup sign-in frame (production). */
  authDomain: string
  /** VITE_FIREBASE_AUTH_EMULATOR_HOST (host:port): replaces Google's identity hosts locally. */
  authEmulator?: string
  /** CSP_REPORT_URL: where browsers report CSP violations; none when unset. The stack names its
   *  contract server's collector, which the end-to-end suite reads. */
  cspReports?: string
  /** CSP_REPORT_DELIVERY: how they report it (see cspReporting); `reporting-api` when unset. */
  cspReportDelivery?: CspReportDelivery
  /** sha256 sources of the pages' inline `<style>` blocks (their critical CSS) and inline
   *  `<script>` (the signed-in preload): allowed by their hashes instead of by 'unsafe-inline'. */
  styleHashes?: string[]
  scriptHashes?: string[]
  /** sha256 sources of the `style` attributes the prerendered pages carry (allowed with
   *  'unsafe-hashes': exactly these values, no other inline style). */
  styleAttributeHashes?: string[]
}

const originOf = (url: string) => new URL(url).origin

/** Where the privacy-enhanced YouTube and the LinkedIn demo videos are embedded from (src/config.ts). */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.linkedin.com']
/** Firebase's Google popup sign-in loads Google's gapi loader (and its iframe library) from here. */
export const GOOGLE_API_SCRIPTS = 'https://apis.google.com'
/** Firebase Auth's REST hosts: sign-in and token refresh (production only; the emulator replaces them). */
export const FIREBASE_AUTH_HOSTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']

export function contentSecurityPolicy(o: HeaderOrigins): string {
  const emulator = o.authEmulator ? `http://${o.authEmulator}` : undefined
  const connect = ["'self'", originOf(o.api), ...(emulator ? [emulator] : FIREBASE_AUTH_HOSTS)]
  const frames = [originOf(o.checkout), ...VIDEO_EMBED_ORIGINS, emulator ?? `https://${o.authDomain}`]
  return [
    "default-src 'self'",
    ["script-src 'self'", GOOGLE_API_SCRIPTS, ...(o.scriptHashes ?? []).map((h) => `'${h}'`)].join(' '),
    [
      "style-src 'self'",
      ...(o.styleHashes ?? []).map((h) => `'${h}'`),
      ...(o.styleAttributeHashes?.length ? ["'unsafe-hashes'", ...o.styleAttributeHashes.map((h) => `'${h}'`)] : []),
    ].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src ${[...new Set(frames)].join(' ')}`,
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...cspReporting(o).directives,
  ].join('; ')
}

/** The Reporting-Endpoints name the CSP's `report-to` directive reports to. */
export const CSP_REPORT_GROUP = 'csp'

export const CSP_REPORT_DELIVERIES = ['reporting-api', 'report-uri'] as const
export type CspReportDelivery = (typeof CSP_REPORT_DELIVERIES)[number]

/**
 * How browsers report CSP violations to `cspReports`, the one place that decides it:
 * - `reporting-api` (production): `report-to` with its `Reporting-Endpoints` header, and
 *   `report-uri` for browsers without the Reporting API; the browsers that have it ignore `report-uri`
 *   when `report-to` is present.
 * - `report-uri` alone (the stack): Chromium sends those at once, while it queues Reporting API
 *   reports past the end of a test run, so the end-to-end suite could never read them.
 */
function cspReporting(o: Pick<HeaderOrigins, 'cspReports' | 'cspReportDelivery'>): { directives: string[]; headers: Record<string, string> } {
  if (!o.cspReports) return { directives: [], headers: {} }
  const reportUri = `report-uri ${o.cspReports}`
  if (o.cspReportDelivery === 'report-uri') return { directives: [reportUri], headers: {} }
  return { directives: [`report-to ${CSP_REPORT_GROUP}`, reportUri], headers: { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${o.cspReports}"` } }
}

/** Payment Request only for the embedded checkout's frame: not the site itself, nor any other frame. */
export const permissionsPolicy = (o: Pick<HeaderOrigins, 'checkout'>) =>
  `camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), payment=("${originOf(o.checkout)}")`

export function securityHeaders(o: HeaderOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(o),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicy(o),
    // Browsers ignore it on plain http (the local stack), so one value serves both.
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    ...cspReporting(o).headers,
  }
}

/** The inline `<style>` blocks and inline `<script>`s (those without src, and not JSON data
 *  blocks, which never run) of an HTML document, as CSP sha256 sources. */
export function inlineHashes(html: string): Required<Pick<HeaderOrigins, 'styleHashes' | 'scriptHashes'>> {
  return {
    styleHashes: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1]!)),
    scriptHashes: [...html.matchAll(/<script\b(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => sha256(m[1]!)),
  }
}

/**
 * The `style` attributes React renders into prerendered pages: Ark's closed Accordion and
 * Collapsible contents (FAQ, roadmap) carry their size variables. The build fails on any other
 * (tests/build), so this list and the CSP stay the whole truth.
 */
export const PRERENDERED_STYLE_ATTRIBUTES = ['--height:0px;--width:0px']

/** Hashes of what the build puts inline: the pages' critical CSS (as the last build recorded it in
 *  scripts/inline-styles.json), the early press and signed-in preload scripts (in the order the
 *  pages carry them) and the prerendered style attributes. */
export function sourceHashes() {
  const styleHashes = JSON.parse(readFileSync(INLINE_STYLES_FILE, 'utf8')) as string[]
  return { styleHashes, scriptHashes: [EARLY_PRESS_SCRIPT, SIGNED_IN_PRELOAD_SCRIPT].map(sha256), styleAttributeHashes: PRERENDERED_STYLE_ATTRIBUTES.map(sha256) }
}

const reportDelivery = v.optional(v.picklist(CSP_REPORT_DELIVERIES, `CSP_REPORT_DELIVERY must be one of ${CSP_REPORT_DELIVERIES.join(', ')}`))

/** The origins of a set of public VITE_* settings (and CSP_REPORT_*), with the defaults of src/config.ts. */
export function originsFrom(env: Record<string, string | undefined>, hashes = sourceHashes()): HeaderOrigins {
  return {
    api: env.VITE_API_BASE_URL || 'https://api.superbullet.ai',
    checkout: env.VITE_CHECKOUT_ENDPOINT || 'https://checkout.embedpay.io',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-superbullet.firebaseapp.com',
    authEmulator: env.VITE_FIREBASE_AUTH_EMULATOR_HOST || undefined,
    cspReports: env.CSP_REPORT_URL || undefined,
    cspReportDelivery: v.parse(reportDelivery, env.CSP_REPORT_DELIVERY || undefined),
    ...hashes,
  }
}
