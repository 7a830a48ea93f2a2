/**
 * Prerendering: the public pages rendered by React at build time (src/prerender/render-page.tsx,
 * loaded through a Vite server without a port) into their HTML files, so that a visitor, a crawler
 * or a link preview gets the content without running JavaScript; the browser then hydrates it.
 */
import react from '@vitejs/plugin-react'
import { createModuleServer, siteRoutesFrom, type SiteRoute } from './quality/public-routes.ts'

type RenderPage = (path: string) => Promise<{ html: string; errors: unknown[] }>

/** The renderer, and the site's routes from the same server's route tree. */
export async function createPrerenderer(root: string, mode: string) {
  const server = await createModuleServer(root, mode, [react()])
  const { renderPage } = (await server.ssrLoadModule('/src/prerender/render-page.tsx')) as {
    renderPage: RenderPage
  }
  return {
    async render(path: string): Promise<string> {
      const { html, errors } = await renderPage(path)
      if (errors.length > 0)
        throw new Error(`prerendering ${path} failed: ${errors.map(String).join('; ')}`)
      return html
    },
    routes: (): Promise<SiteRoute[]> => siteRoutesFrom(server),
    close: () => server.close(),
  }
}

/** React puts a page's hoisted head tags (title, meta, link) first; they belong in <head>. */
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/

/**
 * The route's HTML file with the prerendered page: its head tags replace the shell's <title>,
 * its markup replaces the 'Loading...' spinner in #root, marked for hydration unless `hydrate`
 * is false (the not-found page, served at every unknown address: the browser renders it anew).
 */
export function withPrerenderedPage(
  shell: string,
  rendered: string,
  { hydrate = true } = {},
): string {
  const head = HEAD_TAGS.exec(rendered)?.[0] ?? ''
  const body = rendered.slice(head.length)
  const title = /<title>[^<]*<\/title>/
  const root = /<div id="root">\s*<div class="boot-loading"[^>]*>.*?<\/div>\s*<\/div>/s
  if (!title.test(shell) || !root.test(shell))
    throw new Error('index.html has no <title>, or no #root holding the spinner')
  // data-prerendered: src/main.tsx hydrates the root instead of rendering anew.
  const attribute = hydrate ? ' data-prerendered' : ''
  return shell
    .replace(title, () => head)
    .replace(root, () => `<div id="root"${attribute}>${body}</div>`)
}

/** A path no route matches: the not-found page, prerendered into dist/404.html. */
export const NOT_FOUND_PATH = '/404'
