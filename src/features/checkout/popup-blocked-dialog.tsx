import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Button } from '../../components/ui/button'
import * as Dialog from '../../components/ui/dialog'
import { ExternalIcon } from '../../components/ui/icons'

export interface PopupBlockedDialogProps {
  /** The vetted checkout address; the dialog is open while it is set. */
  url: string | null
  onClose: () => void
}

const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap', mt: '6' })

/** The browser refused the checkout's new tab: offer the address as a link the user clicks. */
export function PopupBlockedDialog({ url, onClose }: PopupBlockedDialogProps) {
  return (
    <Dialog.Root open={url !== null} onOpenChange={(d) => !d.open && onClose()}>
      <Dialog.Frame closeLabel="Close dialog">
        <Dialog.Title>Pop-up Blocked</Dialog.Title>
        <Dialog.Description>
          Your browser blocked the checkout from opening in a new tab. Open it with the button below to complete your purchase.
        </Dialog.Description>
        <div className={actions}>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {url !== null && (
            <a href={url} target="_blank" rel="noopener noreferrer" className={button()} onClick={onClose}>
              Open checkout
              <ExternalIcon width={16} height={16} aria-hidden="true" />
            </a>
          )}
        </div>
      </Dialog.Frame>
    </Dialog.Root>
  )
}
