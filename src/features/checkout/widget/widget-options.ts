import * as v from 'valibot'
import { PLAIN_ID_PATTERN } from '../../../lib/plain-id'
import { isLocalHost } from '../../../lib/safe-url'

/**
 * The embedded checkout widget's options (spec §5 'Embedded checkout options'), validated one
 * by one: an invalid option is warned about and ignored, the rest still apply.
 */

export const WIDGET_THEMES = ['auto', 'default', 'light', 'dark'] as const
export const WIDGET_COLOR_NAMES = ['primary', 'secondary'] as const
/** Below this viewport width a lightbox becomes a full-screen popup (when popupOnMobile). */
export const MOBILE_BREAKPOINT_PX = 768

export type WidgetTheme = (typeof WIDGET_THEMES)[number]
export interface WidgetColor {
  name: (typeof WIDGET_COLOR_NAMES)[number]
  color: string
}

export interface WidgetOptions {
  ident: string
  locale: string
  theme: WidgetTheme
  colors: WidgetColor[]
  popupOnMobile: boolean
  closeOnClickOutside: boolean
  closeOnEsc: boolean
  /** The frame's base URL: https, or http on localhost. No trailing slash. */
  endpoint: string
  defaultPaymentMethod: string | null
}

/** What a caller may pass: anything, checked here. */
export type WidgetOptionsInput = { [K in keyof WidgetOptions]?: unknown }

export type WidgetDefaults = Omit<WidgetOptions, 'ident'>

/** https, or http only on localhost; no credentials, no query or fragment. */
export function isSafeEndpoint(raw: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.username || url.password || url.search || url.hash) return false
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname))
}

const nonEmptyString = v.pipe(
  v.string(),
  v.check((s) => s.trim() !== '', 'must not be empty'),
)

const ColorSchema = v.strictObject({
  name: v.picklist(WIDGET_COLOR_NAMES),
  color: v.pipe(
    nonEmptyString,
    v.check((c) => !/var\s*\(/i.test(c), 'must not use CSS variables'),
  ),
})

export const OPTION_SCHEMAS = {
  // An ident goes into the frame URL only if it is a plain id.
  ident: v.pipe(v.string(), v.regex(PLAIN_ID_PATTERN, `must match ${PLAIN_ID_PATTERN.source}`)),
  locale: nonEmptyString,
  theme: v.picklist(WIDGET_THEMES),
  colors: v.array(ColorSchema),
  popupOnMobile: v.boolean(),
  closeOnClickOutside: v.boolean(),
  closeOnEsc: v.boolean(),
  endpoint: v.pipe(
    nonEmptyString,
    v.check(isSafeEndpoint, 'must be an https URL (http only on localhost)'),
    v.transform((s) => s.replace(/\/+$/, '')),
  ),
  defaultPaymentMethod: nonEmptyString,
} satisfies { [K in keyof WidgetOptions]: v.GenericSchema }

export type Warn = (message: string) => void
const defaultWarn: Warn = (message) => console.warn(message)

const isOptionName = (key: string): key is keyof WidgetOptions => Object.hasOwn(OPTION_SCHEMAS, key)

/**
 * Applies `input` on top of `current` (or the defaults). Each option is checked on its own;
 * an invalid or unknown one is warned about and ignored. The ident cannot change once set.
 * Throws when, after all that, there is still no valid ident.
 */
export function resolveWidgetOptions(
  input: WidgetOptionsInput,
  base: WidgetDefaults | WidgetOptions,
  warn: Warn = defaultWarn,
): WidgetOptions {
  const next: Record<string, unknown> = { ...base }
  const currentIdent = 'ident' in base ? base.ident : undefined
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    if (!isOptionName(key)) {
      warn(`[embedded checkout] Unknown option "${key}" ignored.`)
      continue
    }
    const result = v.safeParse(OPTION_SCHEMAS[key] as v.GenericSchema, value)
    if (!result.success) {
      warn(
        `[embedded checkout] Invalid option "${key}" ignored: ${result.issues[0]?.message ?? 'invalid value'}.`,
      )
      continue
    }
    if (key === 'ident' && currentIdent !== undefined && result.output !== currentIdent) {
      warn('[embedded checkout] Option "ident" cannot change once set; the new value is ignored.')
      continue
    }
    next[key] = result.output
  }
  if (typeof next.ident !== 'string')
    throw new Error('[embedded checkout] Option "ident" is required.')
  return next as unknown as WidgetOptions
}

/** Facts about the page the frame is told about. */
export interface PageInfo {
  applePay: boolean
  referrer: string
  origin: string
  pathname: string
  search: string
}

/** `{endpoint}/{ident}?locale&colors&theme&defaultPaymentMethod&applePay&embedded&referrer&origin&path&params&version`. */
export function buildFrameUrl(options: WidgetOptions, page: PageInfo, version: string): string {
  const params = new URLSearchParams()
  params.set('locale', options.locale)
  params.set('colors', JSON.stringify(options.colors))
  params.set('theme', options.theme)
  if (options.defaultPaymentMethod) params.set('defaultPaymentMethod', options.defaultPaymentMethod)
  params.set('applePay', String(page.applePay))
  params.set('embedded', 'true')
  params.set('referrer', page.referrer)
  params.set('origin', page.origin)
  params.set('path', page.pathname)
  params.set('params', page.search)
  params.set('version', version)
  return `${options.endpoint}/${encodeURIComponent(options.ident)}?${params.toString()}`
}
