/**
 * Critical CSS: each page's head carries, in one `<style>` block, the stylesheet's rules its own
 * markup uses (chosen by beasties), so its first paint needs no request after the HTML; the
 * stylesheet moves to the end of `<body>`, for what the app renders later. The markup is left byte
 * for byte as React rendered it, so hydration sees the same nodes. The block runs by its CSP hash.
 */
import Beasties from 'beasties'
import { cspSha256 } from './security-headers.ts'

/** Vite's one stylesheet link in index.html's head. */
const STYLESHEET = /\n( *)(<link rel="stylesheet" crossorigin href="[^"]+">)/

export function criticalCss(
  outDir: string,
  base: string,
): (html: string) => Promise<{ html: string; hash: string }> {
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
    const moved = html
      .replace(link[0], () => `\n${indent}<style>${css}</style>`)
      .replace(/\n( *)<\/body>/, (_, end: string) => `\n${end}  ${tag}\n${end}</body>`)
    return { html: moved, hash: cspSha256(css) }
  }
}
