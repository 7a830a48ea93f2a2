import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { AuthUser } from '../../../machines/auth.machine'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import * as Field from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import * as Switch from '../../components/ui/switch'
import { formatUsd } from '../../lib/format'
import { cardHeading, cardIntro, cardStack } from './dashboard-styles'
import {
  SPENDING_LIMIT_HINT,
  SPENDING_LIMIT_MAX,
  SPENDING_LIMIT_MIN,
  USAGE_ALERT_THRESHOLD_PERCENT,
  checkSpendingLimit,
  usageAlertAmount,
} from './spending-limit'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: '6',
  alignItems: 'start',
})
const fields = css({ display: 'flex', flexDirection: 'column', gap: '5', mt: '6' })
const readOnlyInput = css({ color: 'fg.muted', bg: 'bg.canvas', cursor: 'default' })
const switchRow = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '4',
  p: '4',
  borderRadius: 'control',
  borderWidth: 'hairline',
  borderColor: 'border.default',
  bg: 'bg.raised',
})
const switchText = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })
const switchHint = css({ fontSize: 'sm', color: 'fg.muted' })
const limitInputWrap = css({ position: 'relative' })
const worstCase = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default', minH: '5' })
const dollar = css({
  position: 'absolute',
  left: '3',
  top: '[50%]',
  transform: 'translateY(-50%)',
  color: 'fg.subtle',
  pointerEvents: 'none',
  fontSize: 'sm',
})
const fixedPlanNote = css({
  fontSize: 'sm',
  color: 'fg.muted',
  p: '4',
  borderRadius: 'control',
  bg: 'bg.raised',
  borderWidth: 'hairline',
  borderColor: 'border.default',
})

/** A labelled Ark switch laid out as a settings row; the whole row toggles it. */
function SettingSwitch(props: {
  label: string
  hint: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const hintId = useId()
  return (
    <Switch.Root
      className={switchRow}
      checked={props.checked}
      onCheckedChange={(d) => props.onChange(d.checked)}
    >
      <span className={switchText}>
        <Switch.Label>{props.label}</Switch.Label>
        <span id={hintId} className={switchHint}>
          {props.hint}
        </span>
      </span>
      <Switch.Control className={css({ flexShrink: 0, mt: '0.5' })}>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.HiddenInput role="switch" aria-describedby={hintId} />
    </Switch.Root>
  )
}

function AccountSettingsCard({ user }: { user: AuthUser }) {
  // Editable, never saved (the spec wires no save action for it).
  const [displayName, setDisplayName] = useState(user.displayName ?? '')
  return (
    <Card>
      <h2 className={cardHeading}>Account Settings</h2>
      <p className={cardIntro}>Your profile and sign-in details.</p>
      <div className={fields}>
        <Field.Root>
          <Field.Label>Display Name</Field.Label>
          <Input
            name="displayName"
            autoComplete="nickname"
            placeholder="Your name"
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
          />
        </Field.Root>
        <Field.Root readOnly>
          <Field.Label>Email</Field.Label>
          <Input
            name="email"
            type="email"
            value={user.email ?? ''}
            readOnly
            className={readOnlyInput}
          />
          <Field.HelperText>
            The email you sign in with. It cannot be changed here.
          </Field.HelperText>
        </Field.Root>
        <div>
          <Link to="/reset-password" className={cx(button({ variant: 'outline' }))}>
            Reset your password
          </Link>
        </div>
      </div>
    </Card>
  )
}

function UsagePricingCard() {
  const [enabled, setEnabled] = useState(false)
  const [limit, setLimit] = useState('')
  const [touched, setTouched] = useState(false)
  const [alerts, setAlerts] = useState(true)
  const check = checkSpendingLimit(limit)
  const showError = enabled && touched && !check.ok
  const canSave = !enabled || check.ok

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setTouched(true)
    // No save action is wired: settings are not persisted (spec §3).
  }

  return (
    <Card>
      <h2 className={cardHeading}>Usage-Based Pricing Settings</h2>
      <p className={cardIntro}>
        Keep building after your monthly tokens run out, and pay only for what you use.
      </p>
      <form className={fields} onSubmit={onSubmit} noValidate aria-label="Usage-based pricing">
        <SettingSwitch
          label="Enable usage-based pricing"
          hint="Pay as you go at $2 per 1M tokens once your plan's tokens are used up."
          checked={enabled}
          onChange={setEnabled}
        />
        {enabled ? (
          <>
            <Field.Root required invalid={showError}>
              <Field.Label>
                Monthly Spending Limit (USD)
                <Field.RequiredIndicator>*</Field.RequiredIndicator>
              </Field.Label>
              <div className={limitInputWrap}>
                <span className={dollar} aria-hidden="true">
                  $
                </span>
                <Input
                  name="monthlySpendingLimit"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="100"
                  maxLength={12}
                  className={css({ pl: '7' })}
                  value={limit}
                  onChange={(e) => {
                    setLimit(e.target.value)
                    setTouched(true)
                  }}
                  onBlur={() => setTouched(true)}
                />
              </div>
              <Field.HelperText>
                {SPENDING_LIMIT_HINT} From {formatUsd(SPENDING_LIMIT_MIN)} to{' '}
                {formatUsd(SPENDING_LIMIT_MAX)} per month.
              </Field.HelperText>
              {showError && <Field.ErrorText>{check.message}</Field.ErrorText>}
            </Field.Root>
            {/* The month's worst case, stated next to the limit before anything is saved. */}
            <p className={worstCase} aria-live="polite">
              {check.ok
                ? `At most ${formatUsd(check.value)} of usage this month, on top of your plan.`
                : null}
            </p>
            <SettingSwitch
              label="Usage Alerts"
              hint={
                check.ok
                  ? `Notify me at ${USAGE_ALERT_THRESHOLD_PERCENT}% of my limit (${formatUsd(usageAlertAmount(check.value))}).`
                  : `Notify me at ${USAGE_ALERT_THRESHOLD_PERCENT}% of my monthly spending limit.`
              }
              checked={alerts}
              onChange={setAlerts}
            />
          </>
        ) : (
          <p className={fixedPlanNote}>
            Usage-based pricing is off. You are on a fixed plan: you use your plan's monthly tokens
            and are never charged beyond your subscription.
          </p>
        )}
        <div>
          <Button type="submit" disabled={!canSave}>
            Save Settings
          </Button>
        </div>
      </form>
    </Card>
  )
}

export function SettingsTab({ user }: { user: AuthUser }) {
  return (
    <div className={grid}>
      <div className={cardStack}>
        <AccountSettingsCard user={user} />
      </div>
      <div className={cardStack}>
        <UsagePricingCard />
      </div>
    </div>
  )
}
