/**
 * The built site's response headers (firebase.json's hosting block, scripts/hosting.ts). The CSP
 * lets the app, the Auth emulator (local stacks) or Google's identity hosts and popup
 * (production), the checkout frame and the video embeds work, and nothing else.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { EARLY_PRESS_SCRIPT } from '../src/early-press.ts'
import { SIGNED_IN_PRELOAD_SCRIPT } from './signed-in-preload.ts'

/** The CSP hashes of the pages' critical CSS blocks: the build rewrites this file, and firebase.json
 *  with it, when they change; commit both, like src/routeTree.gen.ts. */
export const INLINE_STYLES_FILE = resolve(import.meta.dirname, 'inline-styles.json')

export const cspSha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

export interface HeaderOrigins {
  /** VITE_API_BASE_URL, VITE_CHECKOUT_ENDPOINT (the frame's origin), VITE_FIREBASE_AUTH_DOMAIN (the popup). */
  api: string
  checkout: string
  authDomain: string
  /** VITE_FIREBASE_AUTH_EMULATOR_HOST (host:port): replaces Google's identity hosts locally. */
  authEmulator?: string
  /** CSP_REPORT_URL and CSP_REPORT_DELIVERY: where and how browsers report violations (none when unset). */
  cspReports?: string
  cspReportDelivery?: (typeof DELIVERIES)[number]
  /** sha256 sources of what the pages carry inline: `<style>` blocks, `<script>`s, `style` attributes. */
  styleHashes?: string[]
  scriptHashes?: string[]
  styleAttributeHashes?: string[]
}

const originOf = (url: string) => new URL(url).origin
const quoted = (hashes: string[] = []) => hashes.map((h) => `'${h}'`)
/** Privacy-enhanced YouTube and LinkedIn demo videos (src/config.ts). */
const VIDEO_EMBEDS = ['https://www.youtube-nocookie.com', 'https://www.linkedin.com']
/** Firebase Auth's REST hosts: sign-in and token refresh (the emulator replaces them locally). */
const FIREBASE_AUTH_HOSTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
]
const DELIVERIES = ['reporting-api', 'report-uri'] as const

/**
 * `reporting-api` (production): `report-to` with its Reporting-Endpoints header, and `report-uri`
 * for browsers without the Reporting API (those with it ignore `report-uri` beside `report-to`).
 * `report-uri` alone (the stack): Chromium sends those at once, while it queues Reporting API
 * reports past the end of a test run, where the end-to-end suite could never read them.
 */
function cspReporting(o: HeaderOrigins): { directives: string[]; headers: Record<string, string> } {
  if (!o.cspReports) return { directives: [], headers: {} }
  const reportUri = `report-uri ${o.cspReports}`
  if (o.cspReportDelivery === 'report-uri') return { directives: [reportUri], headers: {} }
  return {
    directives: ['report-to csp', reportUri],
    headers: { 'Reporting-Endpoints': `csp="${o.cspReports}"` },
  }
}

function contentSecurityPolicy(o: HeaderOrigins): string {
  const emulator = o.authEmulator ? `http://${o.authEmulator}` : undefined
  const connect = ["'self'", originOf(o.api), ...(emulator ? [emulator] : FIREBASE_AUTH_HOSTS)]
  const frames = [originOf(o.checkout), ...VIDEO_EMBEDS, emulator ?? `https://${o.authDomain}`]
  const attributes = o.styleAttributeHashes?.length
    ? ["'unsafe-hashes'", ...quoted(o.styleAttributeHashes)]
    : []
  return [
    "default-src 'self'",
    // Firebase's Google popup sign-in loads Google's gapi loader from apis.google.com.
    ["script-src 'self' https://apis.google.com", ...quoted(o.scriptHashes)].join(' '),
    ["style-src 'self'", ...quoted(o.styleHashes), ...attributes].join(' '),
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

export function securityHeaders(o: HeaderOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(o),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Payment Request only for the embedded checkout's frame: not the site itself, nor any other frame.
    'Permissions-Policy': `camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), payment=("${originOf(o.checkout)}")`,
    // Browsers ignore it on plain http (the local stack), so one value serves both.
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    ...cspReporting(o).headers,
  }
}

/**
 * The static Storybook's headers (Hosting's `storyboards` target): the site's hardening, with a
 * CSP as strict as Storybook allows. Its manager and preview pages carry inline configuration
 * scripts and styles that change with every build, so those need 'unsafe-inline'; everything
 * else loads from the build itself. The manager frames its own preview (and that the sandbox
 * checkout page), so framing is same-origin only; nothing is fetched from another origin.
 */
export function storybookHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-src 'self'",
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), payment=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  }
}

/** An HTML document's inline `<style>` blocks and running inline `<script>`s (no src, no JSON data block), as CSP sources. */
export const inlineHashes = (html: string) => ({
  styleHashes: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) =>
    cspSha256(m[1]!),
  ),
  scriptHashes: [
    ...html.matchAll(/<script\b(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/gi),
  ].map((m) => cspSha256(m[1]!)),
})

/** The `style` attributes React renders into prerendered pages (Ark's closed Accordion and
 *  Collapsible contents); the build fails on any other (tests/build), so the CSP stays the whole truth. */
export const PRERENDERED_STYLE_ATTRIBUTES = ['--height:0px;--width:0px']

const delivery = v.optional(
  v.picklist(DELIVERIES, `CSP_REPORT_DELIVERY must be one of ${DELIVERIES.join(', ')}`),
)

/** The origins of a set of VITE_* and CSP_REPORT_* settings, with the defaults of src/config.ts, and
 *  the hashes of what the build puts inline (the critical CSS as the last build recorded it). */
export function originsFrom(env: Record<string, string | undefined>): HeaderOrigins {
  return {
    api: env.VITE_API_BASE_URL || 'https://api.superbullet.ai',
    checkout: env.VITE_CHECKOUT_ENDPOINT || 'https://checkout.embedpay.io',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-superbullet.firebaseapp.com',
    authEmulator: env.VITE_FIREBASE_AUTH_EMULATOR_HOST || undefined,
    cspReports: env.CSP_REPORT_URL || undefined,
    cspReportDelivery: v.parse(delivery, env.CSP_REPORT_DELIVERY || undefined),
    styleHashes: JSON.parse(readFileSync(INLINE_STYLES_FILE, 'utf8')) as string[],
    // In the order the pages carry them.
    scriptHashes: [EARLY_PRESS_SCRIPT, SIGNED_IN_PRELOAD_SCRIPT].map(cspSha256),
    styleAttributeHashes: PRERENDERED_STYLE_ATTRIBUTES.map(cspSha256),
  }
}
