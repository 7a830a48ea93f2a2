import { useEffect, useRef, type MouseEvent } from 'react'

/**
 * Capture-phase click handler for a control that a click aimed elsewhere must not work: a click
 * counts only if its click sequence began on the element. The double click that opens a dialog
 * under the pointer sends its second click (`detail` 2) to whatever the dialog put there; that
 * click is cancelled (a label does not forward it to its input) and stopped. A first click
 * (`detail` 1), a deliberate double click on the element itself, and the keyboard (`detail` 0:
 * Space on the focused input) are untouched.
 */
export function useOwnClicks(): (event: MouseEvent) => void {
  const startedHere = useRef(false)
  useEffect(() => {
    // The document, capturing, sees every sequence's first click before the element does.
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.detail === 1) startedHere.current = false
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
  return (event) => {
    if (event.detail === 1) startedHere.current = true
    else if (event.detail > 1 && !startedHere.current) {
      event.preventDefault()
      event.stopPropagation()
    }
  }
}
