import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { ACKNOWLEDGE_EARLY_ACCESS } from '../../domain/error-messages'
import { Button } from '../../components/ui/button'
import * as Checkbox from '../../components/ui/checkbox'
import * as Dialog from '../../components/ui/dialog'
import { CheckIcon } from '../../components/ui/icons'
import { MODEL_NAME, SUPPORT_EMAIL, supportMailto } from '../../config'
import type { ActiveSubscription } from '../../../machines/pro-purchase.machine'
import { PRO_PLAN_NAME, PRO_PRICE_USD, earlyAccessBonus, enterpriseFeatures } from '../../content/plans'
import { formatCharge, formatLongDate } from '../../lib/format'

const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap', mt: '6' })
const panel = css({
  mt: '4',
  p: '4',
  borderRadius: 'control',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'border.default',
})
const list = css({ display: 'flex', flexDirection: 'column', gap: '2.5', fontSize: 'sm' })
const item = css({ display: 'flex', gap: '2.5', alignItems: 'flex-start' })
const tick = css({ flexShrink: '0', mt: '0.5', color: 'accent.text' })
const label = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.08em', color: 'fg.subtle', mb: '2' })
const mail = css({ color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '3px', wordBreak: 'break-all' })

interface ClosableProps {
  open: boolean
  onClose: () => void
}

const closeOn = (onClose: () => void) => (d: { open: boolean }) => {
  if (!d.open) onClose()
}

/** Contact Sales: the support address and what Enterprise includes. */
export function EnterpriseSalesDialog({ open, onClose }: ClosableProps) {
  return (
    <Dialog.Root open={open} onOpenChange={closeOn(onClose)}>
      <Dialog.Frame>
        <Dialog.Title>Enterprise Sales</Dialog.Title>
        <Dialog.Description>
          Tell us about your studio and we will put together a plan with the volume, terms and support you need.
        </Dialog.Description>
        <div className={panel}>
          <p className={label}>Contact</p>
          <a className={mail} href={supportMailto('Enterprise Inquiry')}>
            {SUPPORT_EMAIL}
          </a>
        </div>
        <div className={panel}>
          <p className={label}>Enterprise features</p>
          <ul className={list} aria-label="Enterprise features">
            {enterpriseFeatures.map((feature) => (
              <li key={feature} className={item}>
                <CheckIcon width={16} height={16} className={tick} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={actions}>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <a className={button()} href={supportMailto('Enterprise Inquiry')}>
            Email Sales
          </a>
        </div>
      </Dialog.Frame>
    </Dialog.Root>
  )
}

/** A visitor pressed a buy button: sign in first (the Sign In button opens the shell's dialog). */
export function SignInPromptDialog({ open, onClose, onSignIn }: ClosableProps & { onSignIn: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={closeOn(onClose)}>
      <Dialog.Frame>
        <Dialog.Title>Sign In Required</Dialog.Title>
        <Dialog.Description>
          Please sign in to your SuperbulletAI account to continue. New here? Download the app to create your account first.
        </Dialog.Description>
        <div className={actions}>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSignIn}>Sign In</Button>
        </div>
      </Dialog.Frame>
    </Dialog.Root>
  )
}

export interface UpgradeToProDialogProps extends ClosableProps {
  acknowledged: boolean
  canProceed: boolean
  onToggle: (checked: boolean) => void
  onProceed: () => void
}

const claim = css({ display: 'flex', alignItems: 'baseline', gap: '3', fontSize: 'sm' })
const claimValue = css({ fontWeight: 'extrabold', color: 'accent.text', fontSize: 'lg', minW: '16', flexShrink: '0' })
const hint = css({ fontSize: 'sm', color: 'accent.text', mt: '3' })
const renewal = css({ fontSize: 'sm', color: 'fg.muted', mt: '4' })

/** 'Upgrade to Pro': the early-access acknowledgement; Proceed only once ticked. */
export function UpgradeToProDialog({ open, onClose, acknowledged, canProceed, onToggle, onProceed }: UpgradeToProDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={closeOn(onClose)}>
      <Dialog.Frame>
        <Dialog.Title>Upgrade to Pro</Dialog.Title>
        <Dialog.Description>
          SuperbulletAI is in Early Access. Please read what that means for your purchase before you continue.
        </Dialog.Description>
        <div className={panel}>
          <p className={label}>Early Access bonus</p>
          <ul className={list}>
            <li className={claim}>
              <span className={claimValue}>{earlyAccessBonus.tokensPerPurchase}</span>{' '}
              <span>
                tokens per ${earlyAccessBonus.perPurchaseUsd} purchase, credited after Early Access ends
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
              <span>model power: {MODEL_NAME} is still early and improves through Early Access</span>
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
            I understand that SuperbulletAI is in Early Access and that bonus tokens are credited after Early Access ends.
          </Checkbox.Label>
          <Checkbox.HiddenInput />
        </Checkbox.Root>
        {!acknowledged && (
          <p id="ack-hint" className={hint}>
            {ACKNOWLEDGE_EARLY_ACCESS}
          </p>
        )}
        <p id="renewal-note" className={renewal}>
          Renews monthly at {formatCharge(PRO_PRICE_USD)} until you cancel. You can cancel any time from your dashboard.
        </p>
        <div className={actions}>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!canProceed} aria-describedby={acknowledged ? 'renewal-note' : 'ack-hint renewal-note'} onClick={onProceed}>
            Proceed: {formatCharge(PRO_PRICE_USD)} / month
          </Button>
        </div>
      </Dialog.Frame>
    </Dialog.Root>
  )
}

/** An active subscription already exists: top-ups are the way to more tokens. */
/** "Next payment: September 11, 2025", or the end of a subscription cancelled within its period. */
export function subscriptionDetail(subscription: ActiveSubscription | null): string | null {
  if (!subscription) return null
  const ends = formatLongDate(subscription.endsAt)
  if (ends) return `Cancelled: your access continues until ${ends}.`
  const next = formatLongDate(subscription.nextPaymentDate)
  return next ? `Next payment: ${next}.` : null
}

export function AlreadyActiveDialog({ open, onClose, subscription }: ClosableProps & { subscription: ActiveSubscription | null }) {
  const detail = subscriptionDetail(subscription)
  return (
    <Dialog.Root open={open} onOpenChange={closeOn(onClose)}>
      <Dialog.Frame>
        <Dialog.Title>Already Have an Active Subscription</Dialog.Title>
        <Dialog.Description>
          Your Pro subscription is already active. Need more tokens this month? Buy a token top-up instead: it adds to your
          balance right away.
        </Dialog.Description>
        {subscription ? (
          <div className={panel}>
            <p className={label}>Your subscription</p>
            <p className={css({ fontWeight: 'semibold', mt: '1' })}>{subscription.plan ?? PRO_PLAN_NAME}</p>
            {detail ? <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>{detail}</p> : null}
          </div>
        ) : null}
        <div className={actions}>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Link to="/token-topups" className={button()} onClick={onClose}>
            Buy Token Top-ups
          </Link>
        </div>
      </Dialog.Frame>
    </Dialog.Root>
  )
}
