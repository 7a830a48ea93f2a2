import { memo } from 'react'
import { css } from 'styled-system/css'
import { ACKNOWLEDGE_EARLY_ACCESS } from '../../domain/error-messages'
import { Button } from '../../components/ui/button'
import * as Checkbox from '../../components/ui/checkbox'
import * as Dialog from '../../components/ui/dialog'
import { CheckIcon } from '../../components/ui/icons'
import { MODEL_NAME } from '../../config'
import { PRO_PRICE_USD, earlyAccessBonus } from '../../content/plans'
import { formatCharge } from '../../lib/format'
import { closeOn, label, list, panel, type ClosableProps } from './dialog-parts'

export interface UpgradeToProDialogProps extends ClosableProps {
  acknowledged: boolean
  canProceed: boolean
  onToggle: (checked: boolean) => void
  onProceed: () => void
}

const claim = css({ display: 'flex', alignItems: 'baseline', gap: '3', fontSize: 'sm' })
const claimValue = css({
  fontWeight: 'extrabold',
  color: 'accent.text',
  fontSize: 'lg',
  minW: '16',
  flexShrink: '0',
})
const hint = css({ fontSize: 'sm', color: 'accent.text', mt: '3' })
const renewal = css({ fontSize: 'sm', color: 'fg.muted', mt: '4' })

/** 'Upgrade to Pro': the early-access acknowledgement; Proceed only once ticked. */
export const UpgradeToProDialog = memo(function UpgradeToProDialog({
  open,
  onClose,
  acknowledged,
  canProceed,
  onToggle,
  onProceed,
}: UpgradeToProDialogProps) {
  return (
    // In the page from the dialogs' idle mount on, closed or open: Get Pro then only shows it, and
    // Proceed, which closes it as the purchase starts, does not pay for taking it out of the page.
    <Dialog.Root
      open={open}
      onOpenChange={closeOn(onClose)}
      lazyMount={false}
      unmountOnExit={false}
    >
      <Dialog.Frame>
        <Dialog.Title>Upgrade to Pro</Dialog.Title>
        <Dialog.Description>
          SuperbulletAI is in Early Access. Please read what that means for your purchase before you
          continue.
        </Dialog.Description>
        <div className={panel}>
          <p className={label}>Early Access bonus</p>
          <ul className={list}>
            <li className={claim}>
              <span className={claimValue}>{earlyAccessBonus.tokensPerPurchase}</span>{' '}
              <span>
                tokens per ${earlyAccessBonus.perPurchaseUsd} purchase, credited after Early Access
                ends
              </span>
            </li>
            <li className={claim}>
              <span className={claimValue}>{earlyAccessBonus.startingBalance}</span>{' '}
              <span>
                tokens starting balance (${earlyAccessBonus.startingBalanceValueUsd} value)
              </span>
            </li>
            <li className={claim}>
              <span className={claimValue}>{earlyAccessBonus.modelPower}</span>{' '}
              <span>
                model power: {MODEL_NAME} is still early and improves through Early Access
              </span>
            </li>
          </ul>
        </div>
        <Checkbox.Root
          className={css({ mt: '5' })}
          checked={acknowledged}
          onCheckedChange={(d) => onToggle(d.checked === true)}
        >
          <Checkbox.Control>
            <Checkbox.Indicator>
              <CheckIcon width={14} height={14} />
            </Checkbox.Indicator>
          </Checkbox.Control>
          <Checkbox.Label>
            I understand that SuperbulletAI is in Early Access and that bonus tokens are credited
            after Early Access ends.
          </Checkbox.Label>
          <Checkbox.HiddenInput />
        </Checkbox.Root>
        {!acknowledged && (
          <p id="ack-hint" className={hint}>
            {ACKNOWLEDGE_EARLY_ACCESS}
          </p>
        )}
        <p id="renewal-note" className={renewal}>
          Renews monthly at {formatCharge(PRO_PRICE_USD)} until you cancel. You can cancel any time
          from your dashboard.
        </p>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!canProceed}
            aria-describedby={acknowledged ? 'renewal-note' : 'ack-hint renewal-note'}
            onClick={onProceed}
          >
            Proceed: {formatCharge(PRO_PRICE_USD)} / month
          </Button>
        </Dialog.Footer>
      </Dialog.Frame>
    </Dialog.Root>
  )
})
