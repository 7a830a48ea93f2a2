/** The prerender tests' page text readers and network stubs. */
import type { Page } from '@playwright/test'

export const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
/** Whitespace folded and case ignored (innerText applies CSS text-transform). */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

/** Firebase Auth's code is held back until the returned function is called: the user is not known. */
export async function holdFirebase(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/firebase-session-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

export const stubVideoEmbeds = (page: Page) =>
  page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.linkedin\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>video</title>',
    }),
  )
