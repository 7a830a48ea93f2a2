/**
 * A dynamic import that failed. After a deploy, a tab opened before it asks for hashed chunks the
 * host no longer serves; each browser words that differently (Chromium, Firefox, Safari, and
 * Vite's CSS preload).
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)
}
