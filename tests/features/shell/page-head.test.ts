import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { indexedPaths } from '../../../scripts/quality/public-routes'
import { env } from '../../../src/config'
import { CHECKOUT_ORIGIN, pageHead, PREVIEW_IMAGE } from '../../../src/features/shell/page-head'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../../src/router'
import { startTestApp } from '../../support/render-app'
import { SITE_ROUTES } from '../../support/site-routes'

type Meta = { title?: string; name?: string; property?: string; content?: string }
type Head = { meta: Meta[]; links: { rel: string; href: string }[] }
type Match = { id: string; staticData: object }
type AnyRoute = {
  id: string
  fullPath: string
  parentRoute?: AnyRoute
  options: { staticData?: object; head?: (ctx: { matches: Match[]; match: Match }) => Head }
}

/** The matches of a route and its layouts, outermost first, as the router gives them to `head`. */
const matchesOf = (route: AnyRoute): Match[] => [
  ...(route.parentRoute ? matchesOf(route.parentRoute) : []),
  { id: route.id, staticData: route.options.staticData ?? {} },
]

/** Every route of the router's tree that declares a head, with its URL. */
const router = createAppRouter(startTestApp({}, () => {}).app, createMemoryHistory())
const routes = Object.values(router.routesById as unknown as Record<string, AnyRoute>).flatMap(
  (route) => {
    const matches = matchesOf(route)
    return route.options.head
      ? [
          {
            path: route.fullPath.replace(/(.)\/$/, '$1'),
            head: route.options.head({ matches, match: matches.at(-1)! }),
          },
        ]
      : []
  },
)
const indexed = indexedPaths(SITE_ROUTES)
const content = (head: Head, key: 'name' | 'property', value: string) =>
  head.meta.find((m) => m[key] === value)?.content

describe('per-route head (title, description, canonical, link previews)', () => {
  it('covers every page of the route tree', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([
      '/',
      '/checkout-cancelled',
      '/checkout-success',
      '/contact',
      '/dashboard',
      '/dashboard/billing',
      '/dashboard/settings',
      '/dashboard/usage',
      '/demo',
      '/downloads',
      '/faq',
      '/pricing',
      '/privacy-policy',
      '/reset-password',
      '/roadmap',
      '/security-policy',
      '/successful-login',
      '/temporary-payment',
      '/terms-of-service',
      '/token-topups',
    ])
  })

  it.each(routes.map((r) => [r.path, r.head] as const))(
    '%s: its own title and description, in every preview tag',
    (path, head) => {
      const title = head.meta.find((m) => m.title)?.title
      const description = content(head, 'name', 'description')
      expect(title).toMatch(/SuperbulletAI/)
      expect(description!.length).toBeGreaterThan(30)
      expect(content(head, 'property', 'og:title')).toBe(title)
      expect(content(head, 'name', 'twitter:title')).toBe(title)
      expect(content(head, 'property', 'og:description')).toBe(description)
      expect(content(head, 'name', 'twitter:description')).toBe(description)
      const url = new URL(path, env.VITE_APP_ORIGIN).href
      // The pages with buy buttons open the checkout's connection early.
      const preconnect = ['/pricing', '/token-topups'].includes(path)
        ? [{ rel: 'preconnect', href: CHECKOUT_ORIGIN }]
        : []
      expect(head.links).toEqual([{ rel: 'canonical', href: url }, ...preconnect])
      expect(content(head, 'property', 'og:url')).toBe(url)
      expect(content(head, 'property', 'og:image')).toBe(
        new URL('/og-image.png', env.VITE_APP_ORIGIN).href,
      )
      expect(content(head, 'name', 'twitter:card')).toBe('summary_large_image')
    },
  )

  it.each(routes.map((r) => [r.path, r.head] as const))(
    '%s: noindex exactly when the page is kept out of the sitemap',
    (path, head) => {
      expect(content(head, 'name', 'robots')).toBe(indexed.includes(path) ? undefined : 'noindex')
    },
  )

  it('no two pages share a title or a description', () => {
    const titles = routes.map((r) => r.head.meta.find((m) => m.title)?.title)
    const descriptions = routes.map((r) => content(r.head, 'name', 'description'))
    expect(new Set(titles).size).toBe(routes.length)
    expect(new Set(descriptions).size).toBe(routes.length)
  })

  it('the preview image is the 1200 x 630 PNG shipped in public/', () => {
    const png = readFileSync(
      resolve(import.meta.dirname, '../../../public', `.${PREVIEW_IMAGE.path}`),
    )
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      PREVIEW_IMAGE.width,
      PREVIEW_IMAGE.height,
    ])
    const match = { id: '/x', staticData: {} }
    expect(
      pageHead({ matches: [match], match }, { path: '/x', title: 't', description: 'd' }).meta,
    ).toContainEqual({ property: 'og:image:width', content: '1200' })
  })
})
