import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Button } from '../../../components/ui/button'
import * as Field from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { SUPPORT_EMAIL, supportMailto } from '../../../config'
import { ArrowRightIcon, ShieldIcon } from '../shared/icons'
import { textLink } from '../shared/page'

/** The only thing submitting does: the reset is not built yet, and no call is made. */
export const RESET_UNDER_DEVELOPMENT_ALERT = `Password reset is under development. Please contact ${SUPPORT_EMAIL} for help.`

function handleSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
  window.alert(RESET_UNDER_DEVELOPMENT_ALERT)
}

export function ResetPasswordPage() {
  return (
    <div
      className={css({ w: 'full', maxW: 'lg', mx: 'auto', px: '4', py: { base: '10', md: '16' } })}
    >
      <div
        className={css({
          bg: 'bg.surface',
          borderWidth: 'hairline',
          borderColor: 'border.default',
          borderRadius: 'card',
          p: { base: '5', md: '8' },
        })}
      >
        <span
          className={css({
            w: '12',
            h: '12',
            borderRadius: 'control',
            display: 'grid',
            placeItems: 'center',
            bg: 'accent.subtle',
            color: 'accent.text',
          })}
        >
          <ShieldIcon />
        </span>
        <h1
          className={css({
            mt: '4',
            fontSize: { base: '2xl', md: '3xl' },
            fontWeight: 'extrabold',
            letterSpacing: 'heading',
          })}
        >
          Reset Your Password
        </h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          Enter the email address of your account and we&apos;ll send you a link to reset your
          password.
        </p>

        <div
          role="note"
          aria-labelledby="wip-title"
          className={css({
            mt: '6',
            borderWidth: 'hairline',
            borderColor: 'accent.borderStrong',
            bg: 'accent.subtle',
            borderRadius: 'control',
            p: '4',
          })}
        >
          <p id="wip-title" className={css({ fontWeight: 'bold', color: 'accent.text' })}>
            Work in Progress
          </p>
          <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.default' })}>
            Password reset from the website is still being built. Until it is ready, contact support
            and we will reset your password for you.
          </p>
        </div>

        <form
          onSubmit={handleSubmit}
          aria-label="Reset password"
          className={css({ mt: '6', display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          <Field.Root required>
            <Field.Label>
              Email address
              <Field.RequiredIndicator>*</Field.RequiredIndicator>
            </Field.Label>
            <Input type="email" name="email" autoComplete="email" placeholder="you@example.com" />
          </Field.Root>
          <Button type="submit" size="lg" full disabled>
            Send Reset Link (Coming Soon)
          </Button>
        </form>

        <Link
          to="/dashboard"
          className={cx(button({ variant: 'outline', full: true }), css({ mt: '3' }))}
        >
          <ArrowRightIcon width={16} height={16} className={css({ transform: 'rotate(180deg)' })} />{' '}
          Back to Dashboard
        </Link>
      </div>

      <section
        aria-labelledby="need-help"
        className={css({
          mt: '6',
          bg: 'bg.surface',
          borderWidth: 'hairline',
          borderColor: 'border.default',
          borderRadius: 'card',
          p: { base: '5', md: '6' },
        })}
      >
        <h2 id="need-help" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          Need Help?
        </h2>
        <ul
          className={css({
            mt: '3',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            color: 'fg.muted',
            fontSize: 'sm',
            listStyleType: 'disc',
            pl: '5',
            '& li::marker': { color: 'amber.500' },
          })}
        >
          <li>
            Email{' '}
            <a href={supportMailto('Password reset')} className={textLink}>
              {SUPPORT_EMAIL}
            </a>{' '}
            from the address of your account.
          </li>
          <li>Tell us the email address you signed up with in the desktop app.</li>
          <li>We reply within 24 hours on business days.</li>
          <li>
            Other questions?{' '}
            <Link to="/contact" className={textLink}>
              Contact support
            </Link>{' '}
            or read the{' '}
            <Link to="/faq" className={textLink}>
              FAQ
            </Link>
            .
          </li>
        </ul>
      </section>
    </div>
  )
}
