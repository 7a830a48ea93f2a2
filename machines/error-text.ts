/**
 * The readable text of an actor's error event (the rejection's message, or a rejected string);
 * null when it has none. Only ever read on an actor's error event.
 */
export function eventError(event: unknown): string | null {
  const error = (event as { error?: unknown }).error
  if (error instanceof Error) return error.message || null
  return typeof error === 'string' && error ? error : null
}
