import { useSyncExternalStore } from 'react'

/**
 * The only checkout code in the initial bundle: a flag that turns true when a checkout is
 * first launched, so the shell loads the checkout host (widget frame, dialogs) only then.
 */
let launched = false
const listeners = new Set<() => void>()

export function markCheckoutLaunched(): void {
  if (launched) return
  launched = true
  for (const l of listeners) l()
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const useCheckoutLaunched = () => useSyncExternalStore(subscribe, () => launched, () => false)
