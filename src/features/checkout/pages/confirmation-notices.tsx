import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { SUPPORT_EMAIL, supportMailto } from '../../../config'
import {
  CONFIRMING_PAYMENT,
  NO_PURCHASE_TEXT,
  NO_PURCHASE_TITLE,
  SIGN_IN_TEXT,
  SIGN_IN_TITLE,
  activationDelayedMessage,
} from './confirmation-texts'

const section = css({ maxW: 'xl', mx: 'auto', px: '4', py: { base: '16', md: '24' } })
const title = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'center',
})
const text = css({ color: 'fg.muted', mt: '3' })

function Notice({ heading, children }: { heading: ReactNode; children?: ReactNode }) {
  return (
    <section className={section} aria-live="polite">
      <Card className={css({ textAlign: 'center' })}>
        <h1 className={title}>{heading}</h1>
        {children}
      </Card>
    </section>
  )
}

/** Until the backend shows the purchase (and while the identity provider answers). */
export function ConfirmingPayment() {
  return (
    <Notice
      heading={
        <>
          <Spinner size={24} /> {CONFIRMING_PAYMENT}
        </>
      }
    >
      <p className={text}>This takes a few seconds. Please keep this page open.</p>
    </Notice>
  )
}

/** The window ended unconfirmed: the exact message with the reference, and Check again. */
export function ActivationDelayed({
  reference,
  checking,
  onCheckAgain,
}: {
  reference: string
  checking: boolean
  onCheckAgain: () => void
}) {
  const [before, after] = activationDelayedMessage(reference).split(SUPPORT_EMAIL)
  return (
    <Notice heading="Activation is taking longer than usual">
      <p className={text} data-testid="activation-delayed">
        {before}
        <a
          href={supportMailto(`Purchase ${reference}`)}
          className={css({ color: 'accent.text', textDecoration: 'underline' })}
        >
          {SUPPORT_EMAIL}
        </a>
        {after}
      </p>
      <Button className={css({ mt: '6' })} onClick={onCheckAgain} disabled={checking}>
        {checking ? 'Checking...' : 'Check again'}
      </Button>
    </Notice>
  )
}

/** A success link without a purchase of this browser's (and this account's): no claim. */
export function NoPurchaseToConfirm() {
  return (
    <Notice heading={NO_PURCHASE_TITLE}>
      <p className={text}>{NO_PURCHASE_TEXT}</p>
      <Link
        to="/dashboard"
        className={cx(button({ size: 'lg', variant: 'outline' }), css({ mt: '6' }))}
      >
        Go to Dashboard
      </Link>
    </Notice>
  )
}

/** A signed-out visitor: asked to sign in to see the purchase. */
export function SignInToSeePurchase({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Notice heading={SIGN_IN_TITLE}>
      <p className={text}>{SIGN_IN_TEXT}</p>
      <Button className={css({ mt: '6' })} onClick={onSignIn}>
        Sign In
      </Button>
    </Notice>
  )
}
