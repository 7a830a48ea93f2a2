import { useBlocker } from '@tanstack/react-router'

/**
 * The browser's Back (or Forward) while `open` calls `close` instead of moving, and the page
 * stays: for the shell's layers (sign-in, the checkout, Pop-up Blocked), which outlive a page, so
 * that Back never leaves one open over another page. A page's own dialogs go with their page.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  useBlocker({
    shouldBlockFn: ({ action }) => {
      if (action === 'PUSH' || action === 'REPLACE') return false
      close()
      return true
    },
    disabled: !open,
    enableBeforeUnload: false,
  })
}
