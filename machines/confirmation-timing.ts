/** How often and how long a paid purchase is checked before it is called late. */
export interface ConfirmationTiming {
  /** Waits between checks, in order; the last one repeats. */
  backoffMs: readonly number[]
  /** How long to keep checking before the 'taking longer than usual' message. */
  windowMs: number
  /** After the window: how often it keeps checking quietly. */
  lateCheckMs: number
}

/** About 1, 2, 4, 8 s between checks, for up to 60 s; then every 15 s. */
export const DEFAULT_CONFIRMATION_TIMING: ConfirmationTiming = Object.freeze({
  backoffMs: Object.freeze([1000, 2000, 4000, 8000]),
  windowMs: 60_000,
  lateCheckMs: 15_000,
})

/** The next wait of the window: the backoff step, cut so that the window ends on time. */
export function nextWaitMs(context: {
  timing: ConfirmationTiming
  attempt: number
  waitedMs: number
}): number {
  const { backoffMs, windowMs } = context.timing
  const step = backoffMs[Math.min(context.attempt, backoffMs.length - 1)] ?? windowMs
  return Math.max(0, Math.min(step, windowMs - context.waitedMs))
}
