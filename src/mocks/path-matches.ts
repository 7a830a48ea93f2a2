/** Path patterns of faults and request-log filters: '/api/user/:userId/billing', '/api/*', or an exact path. */

/** True when `path` matches `pattern` ('/api/user/:userId/billing', '/api/*', or an exact path). */
export function pathMatches(pattern: string, path: string): boolean {
  const clean = (p: string) => p.split('?')[0]!.replace(/\/+$/, '') || '/'
  const want = clean(pattern).split('/')
  const got = clean(path).split('/')
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    if (w === '*' && i === want.length - 1) return true
    const g = got[i]
    if (g === undefined) return false
    if (w === '*' || w.startsWith(':')) continue
    let decoded = g
    try {
      decoded = decodeURIComponent(g)
    } catch {
      // keep the raw segment
    }
    if (w !== g && w !== decoded) return false
  }
  return want.length === got.length
}
