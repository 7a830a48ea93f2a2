import { APP_NAME, env } from '../../config'
import { mergeFacts, type RouteFacts } from './route-facts'

/** Where the embedded checkout's frame loads from: a page with buy buttons preconnects to it. */
export const CHECKOUT_ORIGIN = new URL(env.VITE_CHECKOUT_ENDPOINT).origin

/** The link-preview image (public/og-image.png), 1200 x 630 as Open Graph and X expect. */
export const PREVIEW_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'SuperbulletAI: the AI game developer for Roblox creators',
}

export interface PageHeadInput {
  /** The page's own path: its canonical address on VITE_APP_ORIGIN. */
  path: string
  title: string
  description: string
  /** Origins the page will likely use soon (the checkout's, on a page with buy buttons): the
   *  browser opens their connection early. */
  preconnect?: string[]
}

/** What the router gives a route's `head`: the matched routes, outermost first, and this one. */
export interface HeadContext {
  matches: readonly { id: string; staticData: RouteFacts }[]
  match: { id: string; staticData: RouteFacts }
}

/**
 * A route's `head`: title, description, canonical address and the link-preview tags (Open Graph
 * and X's card) that Discord, Slack and X read from the page's HTML. The router renders them on
 * client navigation too; the build prerenders them into each public page's <head>. `noindex`
 * when the route's facts (its staticData, or its layout's) say the page is not indexed.
 */
export function pageHead(
  { matches, match }: HeadContext,
  { path, title, description, preconnect = [] }: PageHeadInput,
) {
  const layouts = matches.slice(
    0,
    Math.max(
      0,
      matches.findIndex((m) => m.id === match.id),
    ),
  )
  const { indexed = true } = mergeFacts([...layouts, match].map((m) => m.staticData))
  const url = new URL(path, env.VITE_APP_ORIGIN).href
  const image = new URL(PREVIEW_IMAGE.path, env.VITE_APP_ORIGIN).href
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(indexed ? [] : [{ name: 'robots', content: 'noindex' }]),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: APP_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(PREVIEW_IMAGE.width) },
      { property: 'og:image:height', content: String(PREVIEW_IMAGE.height) },
      { property: 'og:image:alt', content: PREVIEW_IMAGE.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...preconnect.map((origin) => ({ rel: 'preconnect', href: origin })),
    ],
  }
}
