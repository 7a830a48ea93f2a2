import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import * as Dialog from '../../components/ui/dialog'
import * as Field from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Spinner } from '../../components/ui/spinner'
import { useBackCloses } from '../../lib/use-back-closes'
import { useSignInDialog } from './sign-in-dialog-context'
import {
  selectBusy,
  selectEmail,
  selectError,
  selectOpen,
  selectPassword,
  selectSubmittingEmail,
  selectSubmittingGoogle,
} from './sign-in-dialog.selectors'
import { GoogleIcon } from './google-icon'

const banner = css({
  bg: 'danger.bg',
  borderWidth: 'hairline',
  borderColor: 'danger.border',
  color: 'danger.fg',
  borderRadius: 'control',
  px: '3',
  py: '2.5',
  fontSize: 'sm',
})

const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg.subtle',
  fontSize: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'label',
  _before: { content: '""', flex: '1', borderTopWidth: 'hairline', borderColor: 'border.default' },
  _after: { content: '""', flex: '1', borderTopWidth: 'hairline', borderColor: 'border.default' },
})

export function SignInDialog() {
  const actor = useSignInDialog()
  const open = useSelector(actor, selectOpen)
  const busy = useSelector(actor, selectBusy)
  const submittingEmail = useSelector(actor, selectSubmittingEmail)
  const submittingGoogle = useSelector(actor, selectSubmittingGoogle)
  const email = useSelector(actor, selectEmail)
  const password = useSelector(actor, selectPassword)
  const error = useSelector(actor, selectError)
  const canSubmit = email.trim() !== '' && password !== '' && !busy
  // While a sign-in is in flight the dialog cannot close, and Back moves as usual.
  useBackCloses(open && !busy, () => actor.send({ type: 'dialog.close' }))

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    actor.send({ type: 'email.submit' })
  }

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && actor.send({ type: 'dialog.close' })}>
      <Dialog.Frame>
        <Dialog.Title>Sign In</Dialog.Title>
        <Dialog.Description>Sign in to your account to continue.</Dialog.Description>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '5' })}>
          {error && (
            <div role="alert" className={banner}>
              {error}
            </div>
          )}
          <Button
            variant="outline"
            size="lg"
            full
            disabled={busy}
            onClick={() => actor.send({ type: 'google.submit' })}
          >
            {submittingGoogle ? <Spinner size={16} /> : <GoogleIcon />}
            Continue with Google
          </Button>
          <div className={divider}>or</div>
          {/* onInput, not onChange: React's onChange skips an `input` event whose value was set
              before it (autofill, paste, a WebDriver's fill), so the form would not see that text. */}
          <form
            onSubmit={onSubmit}
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
            noValidate
          >
            <Field.Root required disabled={busy}>
              <Field.Label>Email</Field.Label>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onInput={(e) => actor.send({ type: 'email.change', value: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root required disabled={busy}>
              <Field.Label>Password</Field.Label>
              <Input
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onInput={(e) =>
                  actor.send({ type: 'password.change', value: e.currentTarget.value })
                }
              />
            </Field.Root>
            <Button type="submit" size="lg" full disabled={!canSubmit}>
              {submittingEmail && <Spinner size={16} />}
              {submittingEmail ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
          <Button
            variant="ghost"
            full
            disabled={busy}
            onClick={() => actor.send({ type: 'register.select' })}
          >
            Register (Download App)
          </Button>
        </div>
      </Dialog.Frame>
    </Dialog.Root>
  )
}
