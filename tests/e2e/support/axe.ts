import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One readable block per violation: rule, impact, help URL, and each offending element. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 240)}\n      ${n.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`,
        )
        .join('\n')
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`
    })
    .join('\n\n')
}

export interface AxeContext {
  /** What is being checked, for the failure message (e.g. '/pricing, Enterprise Sales dialog'). */
  label?: string
  /** CSS selector to limit the check to (e.g. an open dialog); the whole page otherwise. */
  include?: string
  /** Selectors to leave out (third-party frames the site does not control). */
  exclude?: string[]
}

/**
 * Runs axe-core with the WCAG 2 A/AA rules on the page (or part of it) and fails with every
 * violation printed readably. Waits for finite animations (dialogs opening) to end first, so
 * that colours and opacity are final.
 */
export async function expectNoAxeViolations(page: Page, context: AxeContext = {}) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (context.include) builder = builder.include(context.include)
  for (const selector of context.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const where = context.label ?? page.url()
  expect(violations, `axe (WCAG 2 A/AA) on ${where}:\n\n${formatViolations(violations)}`).toEqual(
    [],
  )
}
