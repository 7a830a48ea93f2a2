import { memo } from 'react'
import { css } from 'styled-system/css'
import { TOPUP_COMING_SOON } from '../../domain/error-messages'
import { Button } from '../../components/ui/button'
import * as Dialog from '../../components/ui/dialog'

/** 'Coming Soon: This token package will be available soon. Please check back later.' as title and text. */
const separator = TOPUP_COMING_SOON.indexOf(': ')
export const COMING_SOON_TITLE = TOPUP_COMING_SOON.slice(0, separator)
export const COMING_SOON_TEXT = TOPUP_COMING_SOON.slice(separator + 2)

export interface ComingSoonDialogProps {
  open: boolean
  /** The package's label, e.g. '300M Tokens ($600.00)'. */
  packageLabel: string | null
  onClose: () => void
}

/** A package with variant_id 0 cannot be bought yet. */
export const ComingSoonDialog = memo(function ComingSoonDialog({
  open,
  packageLabel,
  onClose,
}: ComingSoonDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()}>
      <Dialog.Frame closeLabel="Close dialog">
        <Dialog.Title>{COMING_SOON_TITLE}</Dialog.Title>
        <Dialog.Description>{COMING_SOON_TEXT}</Dialog.Description>
        {packageLabel && (
          <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
            Package:{' '}
            <span className={css({ color: 'fg.default', fontWeight: 'semibold' })}>
              {packageLabel}
            </span>
          </p>
        )}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '6' })}>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </Dialog.Frame>
    </Dialog.Root>
  )
})
