import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import {
  ACCOUNT_REQUIRED_TITLE,
  USER_NOT_FOUND_DETAILS,
  USER_NOT_FOUND_MESSAGE,
} from '../../../domain/error-messages'
import { Button } from '../../../components/ui/button'
import * as Dialog from '../../../components/ui/dialog'

export interface AccountRequiredDialogProps {
  open: boolean
  /** The server's message (the spec's default when empty). */
  message: string
  /** The server's details (the spec's default when empty). */
  details: string
  onClose: () => void
}

const detailsBox = css({
  mt: '4',
  p: '3',
  borderRadius: 'control',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
  fontSize: 'sm',
})
/** 'Account Required' (purchase error user_not_found): the account is created in the desktop app. */
export const AccountRequiredDialog = memo(function AccountRequiredDialog({
  open,
  message,
  details,
  onClose,
}: AccountRequiredDialogProps) {
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(d) => !d.open && onClose()}>
      <Dialog.Frame closeLabel="Close dialog">
        <Dialog.Title>{ACCOUNT_REQUIRED_TITLE}</Dialog.Title>
        <Dialog.Description>{message.trim() || USER_NOT_FOUND_MESSAGE}</Dialog.Description>
        <p className={detailsBox}>{details.trim() || USER_NOT_FOUND_DETAILS}</p>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Link to="/downloads" className={button()} onClick={onClose}>
            Download App
          </Link>
        </Dialog.Footer>
      </Dialog.Frame>
    </Dialog.Root>
  )
})
