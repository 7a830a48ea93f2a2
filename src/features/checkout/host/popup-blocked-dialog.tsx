import { button } from 'styled-system/recipes'
import { Button } from '../../../components/ui/button'
import * as Dialog from '../../../components/ui/dialog'
import { ExternalIcon } from '../../../components/ui/icons'

export interface PopupBlockedDialogProps {
  /** The vetted address; the dialog is open while it is set. */
  url: string | null
  onClose: () => void
  /** What the blocked tab was for: the checkout (default) or an invoice. */
  what?: 'checkout' | 'invoice'
}

const TEXTS = {
  checkout: {
    description:
      'Your browser blocked the checkout from opening in a new tab. Open it with the button below to complete your purchase.',
    link: 'Open checkout',
  },
  invoice: {
    description:
      'Your browser blocked the invoice from opening in a new tab. Open it with the button below.',
    link: 'Open invoice',
  },
} as const

/** The browser refused a new tab (checkout or invoice): offer the address as a link the user clicks. */
export function PopupBlockedDialog({ url, onClose, what = 'checkout' }: PopupBlockedDialogProps) {
  return (
    <Dialog.Root open={url !== null} onOpenChange={(d) => !d.open && onClose()}>
      <Dialog.Frame closeLabel="Close dialog">
        <Dialog.Title>Pop-up Blocked</Dialog.Title>
        <Dialog.Description>{TEXTS[what].description}</Dialog.Description>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {url !== null && (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={button()}
              onClick={onClose}
            >
              {TEXTS[what].link}
              <ExternalIcon width={16} height={16} aria-hidden="true" />
            </a>
          )}
        </Dialog.Footer>
      </Dialog.Frame>
    </Dialog.Root>
  )
}
