import { expect } from 'vitest'
import {
  checkoutLaunchMachine,
  type CheckoutLaunchOutput,
} from '../../machines/checkout-launch.machine'
import { selectProcessingDialog } from '../../src/features/checkout/purchase/checkout-launch.selectors'
import { describeMachinePaths, type LiveContext } from '../support/model'
import {
  modelOptions,
  request,
  userNotFound,
} from '../../machines/paths/models/checkout-launch.model'

type Ctx = LiveContext<typeof checkoutLaunchMachine, undefined>
type Snap = Parameters<
  Parameters<typeof describeMachinePaths<typeof checkoutLaunchMachine>>[1]['states'][string]
>[0]

const view = (s: Snap) => selectProcessingDialog(s)
/** The output the machine must produce, given the path's last actor event. */
function expectedOutput(ctx: Ctx): CheckoutLaunchOutput {
  const last = [...ctx.path.steps.slice(1, ctx.index + 1)]
    .reverse()
    .find(
      (st) =>
        st.event.type.startsWith('xstate.error.actor') ||
        st.event.type.includes('openCheckout') ||
        st.event.type.includes('launching'),
    )
  const e = last?.event as { type: string; output?: unknown; error?: unknown } | undefined
  if (e?.type.startsWith('xstate.error.actor')) {
    if (e.error === userNotFound)
      return {
        ok: false,
        failure: {
          kind: 'user_not_found',
          message: 'User not found in database.',
          details: 'Use the app.',
        },
      }
    return { ok: false, failure: { kind: 'error', message: (e.error as Error).message } }
  }
  return { ok: true, outcome: e?.output as 'embedded' }
}

describeMachinePaths(checkoutLaunchMachine, {
  ...modelOptions,
  states: {
    active: (s) => {
      expect(s.status).toBe('active')
    },
    'active.work.purchasing': (s, ctx) => {
      expect(ctx.invocations.at(-1)).toMatchObject({
        src: 'startPurchase',
        status: 'pending',
        input: { request, idempotencyKey: s.context.idempotencyKey },
      })
    },
    'active.work.launching': (s, ctx) => {
      expect(ctx.invocations.at(-1)).toMatchObject({
        src: 'openCheckout',
        status: 'pending',
        input: { response: s.context.response, request },
      })
      expect(s.context.response).not.toBeNull()
    },
    'active.work.launched': (s) => {
      expect(s.context.outcome).not.toBeNull()
      expect(s.context.failure).toBeNull()
    },
    'active.dialog.pending': (s) => expect(view(s)).toBe(false),
    'active.dialog.answeredInTime': (s) => {
      expect(view(s)).toBe(false)
      expect(s.context.answered).toBe(true)
    },
    'active.dialog.shown': (s) => expect(view(s)).toBe(true),
    'active.dialog.dismissed': (s) => expect(view(s)).toBe(false),
    'active.dialog.skipped': (s) => {
      expect(view(s)).toBe(false)
      expect(s.context.outcome).not.toBeNull()
    },
    succeeded: (s, ctx) => {
      expect(s.status).toBe('done')
      expect(view(s)).toBe(false)
      expect(s.output).toEqual(expectedOutput(ctx))
      expect(s.output?.ok).toBe(true)
    },
    failed: (s, ctx) => {
      expect(s.status).toBe('done')
      expect(view(s)).toBe(false)
      expect(s.output).toEqual(expectedOutput(ctx))
      expect(s.output?.ok).toBe(false)
    },
  },
})
