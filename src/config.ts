import * as v from 'valibot'
import { SettingsSchema } from './settings'

/** The public settings (src/settings.ts), validated once at start-up. */
export const env = v.parse(SettingsSchema, import.meta.env)

export const APP_NAME = 'SuperbulletAI'
export const MODEL_NAME = 'BulletMindV1'
export const SUPPORT_EMAIL = 'support@superbullet.ai'
export const COPYRIGHT_YEAR = 2025

/** The embedded-checkout provider: the backend's `provider` field equals this for the widget. */
export const EMBEDDED_CHECKOUT_PROVIDER = 'embedpay'
export const DEFAULT_BRAND_COLOR = '#f59e0b'
export const CHECKOUT_WIDGET_VERSION = '1.7.0'

export const links = {
  docs: 'https://docs.superbullet.ai',
  about: 'https://superbullet.ai/about',
  blog: 'https://superbullet.ai/blog',
  discord: 'https://discord.gg/superbullet',
  paymentPortal: 'https://app.embedpay.io/my-orders',
  /** Where every installer lives: `${downloadsBase}/SuperbulletAI-Setup-{version}.exe`. */
  downloadsBase: 'https://downloads.superbullet.ai',
  /** Demo video embeds (privacy-enhanced YouTube, a LinkedIn post) and their uncut versions. */
  demoVideos: {
    levelingEmbed: 'https://www.youtube-nocookie.com/embed/q8fV2mLw0Xk',
    levelingUncut: 'https://www.youtube.com/watch?v=Yt3pN7cR1sQ',
    zombieEmbed: 'https://www.youtube-nocookie.com/embed/Zm4kQe9Bv2A',
    zombieUncut: 'https://www.youtube.com/watch?v=Hr6wT1xLp8E',
    deathEffectEmbed: 'https://www.youtube-nocookie.com/embed/Dx7sJ3nWq5U',
    loadingEmbed: 'https://www.youtube-nocookie.com/embed/Lg2bR8kTy4M',
    earliestEmbed: 'https://www.linkedin.com/embed/feed/update/urn:li:share:7334512876543219712',
    /** The UI-generation race (18 s against about 52-53 s) the FAQ links to. */
    uiComparison: 'https://www.youtube.com/watch?v=Uc5vS9dFa3K',
  },
} as const

export const supportMailto = (subject?: string) =>
  `mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`

const hostList = (hosts: string) =>
  hosts
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)

/** Hosts a backend-supplied checkout URL may point at (VITE_CHECKOUT_URL_HOSTS, comma-separated). */
export const allowedUrlHosts: readonly string[] = hostList(env.VITE_CHECKOUT_URL_HOSTS)

/** Hosts an invoice download URL from the backend may point at (VITE_INVOICE_URL_HOSTS, comma-separated). */
export const invoiceUrlHosts: readonly string[] = hostList(env.VITE_INVOICE_URL_HOSTS)
