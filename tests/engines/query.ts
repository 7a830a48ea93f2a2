/**
 * How an engine test names an element: by its ARIA role and accessible name (as a person reads the
 * page), by its test id, or by its own text; optionally within another. `inPage` runs in the
 * page through either driver, so it is one self-contained function: no closure, no import.
 */
export type Role =
  | 'alertdialog'
  | 'article'
  | 'banner'
  | 'button'
  | 'contentinfo'
  | 'dialog'
  | 'heading'
  | 'iframe'
  | 'link'
  | 'menuitem'
  | 'region'
  | 'status'
  | 'tab'
  | 'tablist'
  | 'textbox'

/** A RegExp as it crosses to the page (drivers pass JSON). */
export type Name = string | { source: string; flags: string }

export interface Query {
  role?: Role
  /** The exact accessible name, or a pattern. */
  name?: Name
  level?: number
  testId?: string
  /** The deepest elements whose text is this. */
  text?: Name
  within?: Query
  /** Only elements that take a press: not disabled. */
  enabled?: boolean
  /** Count hidden elements too (by default only what a person sees counts). */
  includeHidden?: boolean
}

export const pattern = (re: RegExp): Name => ({ source: re.source, flags: re.flags })

export type Mode = 'first' | 'count' | 'text'

/** What the query finds among the visible elements: the first, how many, or the first's text. */
export function inPage(query: Query, mode: Mode): Element | number | string | null {
  const selectors: Record<Role, string> = {
    alertdialog: '[role="alertdialog"]',
    article: 'article',
    banner: 'header',
    button: 'button, [role="button"], input[type="submit"]',
    contentinfo: 'footer',
    dialog: '[role="dialog"], dialog',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    iframe: 'iframe',
    link: 'a[href], [role="link"]',
    menuitem: '[role="menuitem"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    status: '[role="status"]',
    tab: '[role="tab"]',
    tablist: '[role="tablist"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="password"]',
  }
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby')
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      )
    const label = el.getAttribute('aria-label') ?? el.getAttribute('title')
    if (label) return norm(label)
    const labels = (el as HTMLInputElement).labels
    if (labels && labels.length > 0) return norm(labels[0]!.textContent)
    return norm(el.textContent)
  }
  const matches = (value: string, name: Name | undefined) =>
    name === undefined ||
    (typeof name === 'string' ? value === name : new RegExp(name.source, name.flags).test(value))
  const visible = (el: Element) =>
    el.checkVisibility({ opacityProperty: false, visibilityProperty: true })
  const find = (q: Query): Element[] => {
    const scopes: ParentNode[] = q.within ? find(q.within) : [document]
    const found: Element[] = []
    for (const scope of scopes) {
      const css = q.testId ? `[data-testid="${q.testId}"]` : q.role ? selectors[q.role] : '*'
      for (const el of scope.querySelectorAll(css)) {
        if ((!q.includeHidden && !visible(el)) || found.includes(el)) continue
        if (q.level && el.tagName !== `H${q.level}`) continue
        if (q.enabled && (el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true'))
          continue
        if (q.text !== undefined) {
          const own = (e: Element) => matches(norm(e.textContent), q.text)
          if (!own(el) || [...el.children].some(own)) continue
        }
        if (matches(nameOf(el), q.name)) found.push(el)
      }
    }
    return found
  }
  const all = find(query)
  if (mode === 'count') return all.length
  if (mode === 'text') return all[0] ? norm((all[0] as HTMLElement).innerText) : null
  return all[0] ?? null
}
