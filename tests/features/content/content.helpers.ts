import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/** The page's document title and meta description, once the router's head has been applied. */
export async function expectHead(title: string, description?: string | RegExp) {
  await waitFor(() => expect(document.title).toBe(title))
  const metas = [...document.head.querySelectorAll('meta[name="description"]')].map(
    (m) => m.getAttribute('content') ?? '',
  )
  const last = metas.at(-1)
  if (description instanceof RegExp) expect(last).toMatch(description)
  else if (description) expect(last).toBe(description)
  else expect(last?.length ?? 0).toBeGreaterThan(40)
}

/** One h1, first; and no heading skips a level on the way down (h1 > h2 > h3). */
export function expectHeadingsInOrder(root: HTMLElement = document.getElementById('main')!) {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
    Number(h.tagName[1]),
  )
  expect(levels.filter((l) => l === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  for (let i = 1; i < levels.length; i++) {
    expect(
      levels[i]! - levels[i - 1]!,
      `heading ${i} (h${levels[i]}) follows h${levels[i - 1]}`,
    ).toBeLessThanOrEqual(1)
  }
  return levels
}
