/** The decision of `npm run lighthouse` (scripts/lighthouse.ts): only scores that do not depend on
 *  the machine's speed fail a route. Performance swings by 20 points between machines of one kind:
 *  it is measured, never gated. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
export type Scores = Record<Category, number | null>

/** The gate's complaints for one route's run; none means it passes. A missing gated score fails. */
export function gateFailures(route: string, scores: Scores): string[] {
  return CATEGORIES.slice(1).flatMap((c) => {
    const s = scores[c]
    return s === null || s < 100 ? [`${route}: ${c} ${s ?? 'n/a'} < 100`] : []
  })
}
