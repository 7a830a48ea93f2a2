import { memo } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import * as Dialog from '../../components/ui/dialog'
import { CheckIcon } from '../../components/ui/icons'
import { CODEBASE_INDEXING_FEATURE, PRO_PRICE_USD, plans } from '../../content/plans'
import { formatCharge } from '../../lib/format'

export const UPGRADE_TIP_TITLE = 'Get more with Pro'

/** Pro's feature lines, minus the Codebase Indexing link that only makes sense on /pricing. */
const proFeatures = (plans.find((p) => p.id === 'pro')?.features ?? []).filter(
  (f) => f !== CODEBASE_INDEXING_FEATURE,
)

const list = css({
  display: 'grid',
  gap: '2',
  mt: '4',
  p: '4',
  borderRadius: 'control',
  bg: 'bg.muted',
  borderWidth: 'hairline',
  borderColor: 'border.default',
})
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  fontSize: 'sm',
  color: 'fg.default',
})
const tick = css({ color: 'accent.text', flexShrink: '0' })
export interface UpgradeTipDialogProps {
  open: boolean
  /** The chosen package's price, which Proceed names ('Proceed: $40.00'). */
  price: number | null
  onProceed: () => void
  onBuyPro: () => void
  onClose: () => void
}

/** Shown to a buyer without an active subscription: Pro is suggested, the top-up may still proceed. */
export const UpgradeTipDialog = memo(function UpgradeTipDialog({
  open,
  price,
  onProceed,
  onBuyPro,
  onClose,
}: UpgradeTipDialogProps) {
  return (
    // In the page from the dialogs' mount on, closed or open: a Buy press then only shows it, and
    // Proceed, which closes it as the purchase starts, does not pay for taking it out of the page
    // (a commit of about 50 ms at 4x CPU before the purchase's answer was handled).
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      lazyMount={false}
      unmountOnExit={false}
    >
      <Dialog.Frame closeLabel="Close dialog">
        <Dialog.Title>{UPGRADE_TIP_TITLE}</Dialog.Title>
        <Dialog.Description>
          You don&apos;t have an active Pro subscription. Top-ups work without one, but for{' '}
          {formatCharge(PRO_PRICE_USD)} a month Pro gives you:
        </Dialog.Description>
        <ul className={list}>
          {proFeatures.map((feature) => (
            <li key={feature} className={item}>
              <CheckIcon width={14} height={14} className={tick} />
              {feature}
            </li>
          ))}
        </ul>
        <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
          You can still buy this top-up without a subscription.
        </p>
        <Dialog.Footer>
          <Button variant="outline" onClick={onBuyPro}>
            Buy Pro Plan
          </Button>
          <Button onClick={onProceed}>
            {price === null ? 'Proceed' : `Proceed: ${formatCharge(price)}`}
          </Button>
        </Dialog.Footer>
      </Dialog.Frame>
    </Dialog.Root>
  )
})
