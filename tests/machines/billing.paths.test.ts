import { expect } from 'vitest'
import { INVOICE_PAGE_SIZE } from '../../machines/billing.context'
import { billingMachine } from '../../machines/billing.machine'
import type { SnapshotFrom } from 'xstate'
import { describeMachinePaths, type StateAssertions } from '../support/model'
import {
  active,
  DOWNLOAD_URL,
  downloadFocus,
  infoFocus,
  invoices,
  offers,
  refreshedSpend,
  spendFocus,
  USER,
} from '../../machines/paths/models/billing.model'
import {
  callsThisStep,
  doneOk,
  errorOf,
  failed,
  is,
  outputOf,
  pendingOf,
  provide,
  setup,
  type Ctx,
} from './billing.paths.helpers'

/**
 * One assertion per leaf state of the four regions (run on the live snapshot after every step),
 * and per region the notifications the last step must have made: exactly the ones its event
 * calls for, and no other.
 */
const states: StateAssertions<SnapshotFrom<typeof billingMachine>, Ctx> = {
  // ---- info: billing info and the subscription actions
  info: (_s, ctx) => {
    expect(callsThisStep(ctx, 'notifyBillingFailed'), 'billing failure toast').toBe(
      is(ctx, 'xstate.error.actor.fetchBillingInfo') ? 1 : 0,
    )
    expect(callsThisStep(ctx, 'notifyCancelled'), 'cancel success message').toBe(
      doneOk(ctx, 'cancelSubscription') ? 1 : 0,
    )
    expect(callsThisStep(ctx, 'notifyCancelFailed'), 'cancel failure message').toBe(
      failed(ctx, 'cancelSubscription') ? 1 : 0,
    )
    expect(callsThisStep(ctx, 'notifyReactivated'), 'reactivate success message').toBe(
      doneOk(ctx, 'reactivateSubscription') ? 1 : 0,
    )
    const reactivateFailures = callsThisStep(ctx, 'notifyReactivateFailed')
    expect(reactivateFailures, 'reactivate failure message').toBe(
      failed(ctx, 'reactivateSubscription') ? 1 : 0,
    )
    if (reactivateFailures) {
      const message = is(ctx, 'xstate.error.actor.reactivateSubscription')
        ? errorOf(ctx).message
        : (outputOf(ctx).message ?? null)
      expect(ctx.extra.notifyReactivateFailed).toHaveBeenLastCalledWith({ message })
    }
  },
  'info.idle': (s, ctx) => {
    expect(s.context.billing).toBeNull()
    expect(s.hasTag('billingLoading')).toBe(false)
    expect(pendingOf(ctx, 'fetchBillingInfo')).toHaveLength(0)
  },
  'info.loading': (s, ctx) => {
    expect(s.hasTag('billingLoading')).toBe(true)
    expect(s.can({ type: 'cancel.request' })).toBe(false)
    expect(pendingOf(ctx, 'fetchBillingInfo')).toEqual([
      expect.objectContaining({ input: { userId: USER } }),
    ])
  },
  'info.failed': (s) => {
    expect(s.context.billing).toBeNull()
    expect(s.context.billingError).toBe('Failed to get billing info: 500')
    expect(s.can({ type: 'billing.refresh' })).toBe(true)
    expect(s.can({ type: 'billing.open' })).toBe(true)
  },
  'info.loaded': (s) => {
    expect(s.context.billing).not.toBeNull()
    expect(s.hasTag('billingLoading')).toBe(false)
    // A loaded tab never loads again when it opens.
    expect(s.can({ type: 'billing.open' })).toBe(false)
  },
  'info.loaded.idle': (s, ctx) => {
    expect(s.hasTag('busy')).toBe(false)
    // Cancel while the subscription runs, Reactivate until access ends, neither once it has ended.
    expect({
      cancel: s.can({ type: 'cancel.request' }),
      reactivate: s.can({ type: 'reactivate.request' }),
    }).toEqual(offers.get(s.context.billing!))
    // Then the invoices load.
    if (is(ctx, 'xstate.done.actor.fetchBillingInfo'))
      expect(s.hasTag('invoicesLoading')).toBe(true)
    // A declined or failed confirmation cancels nothing.
    if (is(ctx, 'xstate.done.actor.confirmCancel') || is(ctx, 'xstate.error.actor.confirmCancel')) {
      expect(ctx.invocations.filter((i) => i.src === 'cancelSubscription')).toHaveLength(0)
    }
  },
  'info.loaded.confirmingCancel': (s, ctx) => {
    expect(s.hasTag('busy')).toBe(false)
    // The confirmation names the subscription; nothing is cancelled, and nothing else starts, until it answers.
    expect(pendingOf(ctx, 'confirmCancel')).toEqual([
      expect.objectContaining({ input: { billing: active } }),
    ])
    expect(pendingOf(ctx, 'cancelSubscription')).toHaveLength(0)
    expect(s.can({ type: 'cancel.request' })).toBe(false)
    expect(s.can({ type: 'billing.refresh' })).toBe(false)
  },
  'info.loaded.cancelling': (s, ctx) => {
    expect(s.hasTag('busy')).toBe(true)
    expect(ctx.invocations.filter((i) => i.src === 'confirmCancel').at(-1)?.status).toBe('resolved')
    expect(s.can({ type: 'billing.refresh' })).toBe(false)
    expect(pendingOf(ctx, 'cancelSubscription')).toEqual([
      expect.objectContaining({ input: { subscriptionId: 'sub_pro_0002', userId: USER } }),
    ])
  },
  'info.loaded.reactivating': (s, ctx) => {
    expect(s.hasTag('busy')).toBe(true)
    expect(s.context.billing!.cancellationRequested).toBe(true)
    expect(pendingOf(ctx, 'reactivateSubscription')).toEqual([
      expect.objectContaining({ input: { subscriptionId: 'sub_pro_0002', userId: USER } }),
    ])
  },

  // ---- invoices
  invoices: (_s, ctx) => {
    expect(callsThisStep(ctx, 'notifyInvoicesFailed'), 'invoices failure toast').toBe(
      is(ctx, 'xstate.error.actor.fetchInvoices') ? 1 : 0,
    )
  },
  'invoices.idle': (s, ctx) => {
    expect(s.context.invoices).toBeNull()
    expect(ctx.invocations.some((i) => i.src === 'fetchInvoices')).toBe(false)
  },
  'invoices.loading': (s, ctx) => {
    expect(s.hasTag('invoicesLoading')).toBe(true)
    expect(pendingOf(ctx, 'fetchInvoices')).toEqual([
      expect.objectContaining({ input: { userId: USER, limit: INVOICE_PAGE_SIZE } }),
    ])
  },
  'invoices.loaded': (s) => {
    expect(s.context.invoices).toEqual(invoices.invoices)
    expect(s.context.invoicesError).toBeNull()
  },
  'invoices.failed': (s) => {
    expect(s.context.invoicesError).toBe('Failed to get invoices: network error')
  },

  // ---- monthly spending
  spend: (_s, ctx) => {
    const failures = callsThisStep(ctx, 'notifySpendFailed')
    expect(failures, 'monthly spend failure toast').toBe(
      is(ctx, 'xstate.error.actor.fetchMonthlySpend') ? 1 : 0,
    )
    if (failures)
      expect(ctx.extra.notifySpendFailed).toHaveBeenLastCalledWith({
        message: 'Failed to get monthly spend: invalid response',
      })
  },
  'spend.idle': (s, ctx) => {
    expect(s.hasTag('spendLoading')).toBe(false)
    if (is(ctx, 'xstate.done.actor.fetchMonthlySpend'))
      expect(s.context.monthlySpend).toEqual(refreshedSpend)
    if (is(ctx, 'xstate.error.actor.fetchMonthlySpend'))
      expect(s.context.spendError).toBe('Failed to get monthly spend: invalid response')
  },
  'spend.refreshing': (s, ctx) => {
    expect(s.hasTag('spendLoading')).toBe(true)
    expect(pendingOf(ctx, 'fetchMonthlySpend')).toEqual([
      expect.objectContaining({ input: { userId: USER } }),
    ])
  },

  // ---- invoice download
  download: (_s, ctx) => {
    const unusable =
      is(ctx, 'xstate.done.actor.fetchDownloadUrl') &&
      !(outputOf(ctx).success && outputOf(ctx).downloadUrl)
    // A blocked tab is not a failure: the row's dialog offers 'Open invoice' (context.invoiceLink).
    const notOpened =
      is(ctx, 'xstate.done.actor.openInvoice') &&
      (ctx.event as unknown as { output: string }).output === 'refused'
    const expected =
      is(ctx, 'xstate.error.actor.fetchDownloadUrl') ||
      is(ctx, 'xstate.error.actor.openInvoice') ||
      unusable ||
      notOpened
    expect(callsThisStep(ctx, 'notifyDownloadFailed'), 'Failed to download invoice').toBe(
      expected ? 1 : 0,
    )
  },
  'download.idle': (s, ctx) => {
    expect(s.hasTag('downloading')).toBe(false)
    expect(s.context.downloadingInvoiceId).toBeNull()
    const opened = is(ctx, 'xstate.done.actor.openInvoice')
      ? (ctx.event as unknown as { output: string }).output
      : null
    if (opened === 'blocked')
      expect(s.context.invoiceLink).toEqual({
        invoiceId: 'inv_2',
        url: DOWNLOAD_URL,
        blocked: true,
      })
    if (opened === 'opened' || opened === 'refused' || is(ctx, 'invoiceLink.dismiss'))
      expect(s.context.invoiceLink).toBeNull()
  },
  'download.fetchingUrl': (s, ctx) => {
    expect(s.hasTag('downloading')).toBe(true)
    expect(s.context.downloadingInvoiceId).toBe('inv_2')
    expect(pendingOf(ctx, 'fetchDownloadUrl')).toEqual([
      expect.objectContaining({ input: { invoiceId: 'inv_2', userId: USER } }),
    ])
  },
  'download.opening': (s, ctx) => {
    expect(s.hasTag('downloading')).toBe(true)
    expect(pendingOf(ctx, 'openInvoice')).toEqual([
      expect.objectContaining({ input: { url: DOWNLOAD_URL } }),
    ])
  },
}

const FOCUS =
  'the regions run independently; this suite keeps the other regions still so the graph stays small'

// Each suite drives one concern of the four parallel regions (billing.model.ts).

describeMachinePaths(billingMachine, {
  ...infoFocus,
  setup,
  provide,
  states,
  unreachable: {
    'spend.refreshing': `${FOCUS} (see 'billing: monthly spending')`,
    'download.fetchingUrl': `${FOCUS} (see 'billing: invoice download')`,
    'download.opening': `${FOCUS} (see 'billing: invoice download')`,
  },
})

describeMachinePaths(billingMachine, {
  ...spendFocus,
  setup,
  provide,
  states,
  unreachable: {
    'info.loaded.confirmingCancel': `${FOCUS} (see 'billing: loading, cancel and reactivate')`,
    'info.loaded.cancelling': `${FOCUS} (see 'billing: loading, cancel and reactivate')`,
    'info.loaded.reactivating': `${FOCUS} (see 'billing: loading, cancel and reactivate')`,
    'download.fetchingUrl': `${FOCUS} (see 'billing: invoice download')`,
    'download.opening': `${FOCUS} (see 'billing: invoice download')`,
  },
})

describeMachinePaths(billingMachine, {
  ...downloadFocus,
  setup,
  provide,
  states,
  unreachable: {
    'info.failed': `${FOCUS} (see 'billing: loading, cancel and reactivate')`,
    'info.loaded.confirmingCancel': `${FOCUS} (see 'billing: loading, cancel and reactivate')`,
    'info.loaded.cancelling': `${FOCUS} (see 'billing: loading, cancel and reactivate')`,
    'info.loaded.reactivating': `${FOCUS} (see 'billing: loading, cancel and reactivate')`,
    'spend.refreshing': `${FOCUS} (see 'billing: monthly spending')`,
  },
})
