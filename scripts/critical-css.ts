/**
 * Critical CSS (the build's routePages step): each page's HTML carries, in one `<style>` block in
 * its head, the stylesheet's rules that its own markup uses (chosen by beasties), so its first
 * paint needs no request after the HTML. The stylesheet moves to the end of `<body>`: it no longer
 * holds the paint of the content above it, and it brings what the app renders later (dialogs,
 * signed-in parts) before the app's deferred scripts run. The page's markup is left byte for
 * byte as React rendered it (beasties only picks the rules), so hydration sees the same nodes.
 * The blocks run by their sha256 in the CSP (scripts/inline-styles.json, written by the build).
 */
import Beasties from 'beasties'
import { cspSha256 } from './security-headers.ts'

/** Vite's one stylesheet link in index.html's head. */
const STYLESHEET = /\n( *)(<link rel="stylesheet" crossorigin href="[^"]+">)/

export type InlineCriticalCss = (html: string) => Promise<{ html: string; hash: string }>

export function criticalCss(outDir: string, base: string): InlineCriticalCss {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    // Only the choice of rules is used: the document is spliced below.
    preload: 'body',
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    compress: true,
    keyframes: 'critical',
    logLevel: 'silent',
    // Panda's design tokens: a selector beasties cannot match, needed by every rule.
    allowRules: [':where(:root,:host)'],
  })
  return async (html) => {
    const link = STYLESHEET.exec(html)
    if (!link) throw new Error('critical CSS: the page has no <link rel="stylesheet"> in its head')
    const css = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1]
    if (!css) throw new Error('critical CSS: beasties found no rule for the page')
    const [, indent, tag] = link
    const moved = html.replace(link[0], () => `\n${indent}<style>${css}</style>`).replace(/\n( *)<\/body>/, (_, end: string) => `\n${end}  ${tag}\n${end}</body>`)
    return { html: moved, hash: cspSha256(css) }
  }
}
