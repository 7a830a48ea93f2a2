import { expect, vi } from 'vitest'
import {
  PAYMENT_ERROR_FALLBACK,
  embeddedCheckoutMachine,
} from '../../machines/embedded-checkout.machine'
import type { WidgetMessage } from '../../src/features/checkout/widget/widget-protocol'
import { describeMachinePaths, type LiveContext } from '../support/model'
import { modelOptions } from '../../machines/paths/models/embedded-checkout.model'

const spies = () => ({ navigateToSuccess: vi.fn(), showPaymentError: vi.fn() })
type Ctx = LiveContext<typeof embeddedCheckoutMachine, ReturnType<typeof spies>>

/** Side effects implied by the path so far: navigations for completed payments, toasts for errors. */
function checkEffects(ctx: Ctx) {
  let navigations = 0
  let toasts = 0
  for (let i = 1; i <= ctx.index; i++) {
    const before = ctx.path.steps[i - 1]!.state
    const e = ctx.path.steps[i]!.event as { type: string; message?: WidgetMessage }
    if (e.type !== 'frame.message' || !before.hasTag('open')) continue
    if (e.message?.event === 'payment:complete') navigations++
    if (e.message?.event === 'payment:error') toasts++
  }
  expect(ctx.extra.navigateToSuccess).toHaveBeenCalledTimes(navigations)
  expect(ctx.extra.showPaymentError).toHaveBeenCalledTimes(toasts)
  const last = ctx.event as { type: string; message?: WidgetMessage } | undefined
  const before = ctx.index > 0 ? ctx.path.steps[ctx.index - 1]!.state : null
  if (last?.message?.event === 'payment:complete' && before?.hasTag('open')) {
    const fallback = before.context.session!.fallback
    expect(ctx.extra.navigateToSuccess).toHaveBeenLastCalledWith({
      plan: last.message.data.plan ?? fallback.plan,
      amount: last.message.data.amount ?? fallback.amount,
      currency: last.message.data.currency ?? fallback.currency,
    })
  }
  if (last?.message?.event === 'payment:error' && before?.hasTag('open')) {
    expect(ctx.extra.showPaymentError).toHaveBeenLastCalledWith(
      last.message.data.message ?? PAYMENT_ERROR_FALLBACK,
    )
  }
}

describeMachinePaths(embeddedCheckoutMachine, {
  ...modelOptions,
  setup: spies,
  provide: (extra) => ({
    actions: {
      navigateToSuccess: (_: unknown, search: unknown) => extra.navigateToSuccess(search),
      showPaymentError: (_: unknown, message: unknown) => extra.showPaymentError(message),
    },
  }),
  states: {
    idle: (s, ctx) => {
      expect(s.hasTag('open')).toBe(false)
      expect(s.context.session).toBeNull()
      checkEffects(ctx)
    },
    open: (s, ctx) => {
      expect(s.hasTag('open')).toBe(true)
      expect(s.context.session).not.toBeNull()
      checkEffects(ctx)
    },
    'open.loading': (s) => expect(s.hasTag('loading')).toBe(true),
    'open.ready': (s) => {
      expect(s.hasTag('loading')).toBe(false)
      expect(s.hasTag('loadFailed')).toBe(false)
    },
    'open.loadFailed': (s) => {
      expect(s.hasTag('loadFailed')).toBe(true)
      expect(s.hasTag('loading')).toBe(false)
    },
  },
})
