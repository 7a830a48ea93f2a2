/**
 * The spies and event readers of the billing path suites (billing.paths.test.ts): every
 * notification is a spy, and each step checks which of them its event made.
 */
import type { billingMachine } from '../../machines/billing.machine'
import type { Invocation, LiveContext } from '../support/model'
import { notifySpies } from './billing.helpers'

const pending = (invocations: Invocation[], src: string) =>
  invocations.filter((i) => i.src === src && i.status === 'pending')

export const setup = () => ({
  ...notifySpies(),
  /** Calls of each spy already accounted for by an earlier step. */
  seen: {} as Record<string, number>,
})
type Spies = ReturnType<typeof setup>
type Notifier = Exclude<keyof Spies, 'seen'>
export const provide = (spy: Spies) => ({
  actions: {
    notifyBillingFailed: spy.notifyBillingFailed,
    notifyInvoicesFailed: spy.notifyInvoicesFailed,
    notifySpendFailed: (_: unknown, params: { message: string | null }) =>
      spy.notifySpendFailed(params),
    notifyCancelled: spy.notifyCancelled,
    notifyCancelFailed: spy.notifyCancelFailed,
    notifyReactivated: spy.notifyReactivated,
    notifyReactivateFailed: (_: unknown, params: { message: string | null }) =>
      spy.notifyReactivateFailed(params),
    notifyDownloadFailed: spy.notifyDownloadFailed,
  },
})

export type Ctx = LiveContext<typeof billingMachine, Spies>

/** How many times `name` was called by the last step (and marks those calls as seen). */
export function callsThisStep(ctx: Ctx, name: Notifier): number {
  const total = ctx.extra[name].mock.calls.length
  const fresh = total - (ctx.extra.seen[name] ?? 0)
  ctx.extra.seen[name] = total
  return fresh
}

export const is = (ctx: Ctx, type: string) => ctx.event.type === type
export const outputOf = (ctx: Ctx) =>
  (ctx.event as unknown as { output: Record<string, unknown> & { success?: boolean } }).output
export const errorOf = (ctx: Ctx) => (ctx.event as unknown as { error: Error }).error
export const doneOk = (ctx: Ctx, src: string) =>
  is(ctx, `xstate.done.actor.${src}`) && outputOf(ctx).success !== false
export const failed = (ctx: Ctx, src: string) =>
  is(ctx, `xstate.error.actor.${src}`) ||
  (is(ctx, `xstate.done.actor.${src}`) && outputOf(ctx).success === false)
export const pendingOf = (ctx: Ctx, src: string) => pending(ctx.invocations, src)
