import { INVOICE_PAGE_SIZE, initialContext, userIdOf } from './billing.context'
import { billingSetup } from './billing.setup'
import { eventError } from './error-text'

/**
 * The dashboard's Billing & Invoices tab. Four independent regions:
 * - `info`: billing info (loaded when the tab opens, the user is known and nothing is loaded
 *   yet; reloaded by Refresh and after a cancel or reactivate), and the subscription actions:
 *   Cancel after the browser confirmation, Reactivate until access ends;
 * - `invoices`: the 10 latest invoices, loaded after each successful billing load;
 * - `spend`: the Monthly Spending card's own Refresh;
 * - `download`: one invoice download at a time (fetch the URL, then open it in a new tab).
 * Side effects (HTTP, the confirmation, toasts, opening tabs) are provided by `src/features/dashboard`.
 */
export const billingMachine = billingSetup.createMachine({
  id: 'billing',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  states: {
    info: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing loaded yet: waits for the Billing tab to open with a known user.',
          on: {
            'billing.open': { guard: 'isUserKnown', target: 'loading' },
            'billing.refresh': { guard: 'isUserKnown', target: 'loading' },
          },
        },
        loading: {
          tags: ['billingLoading'],
          invoke: {
            id: 'fetchBillingInfo',
            src: 'fetchBillingInfo',
            input: ({ context }) => ({ userId: userIdOf(context) }),
            onDone: {
              target: 'loaded',
              actions: [
                { type: 'storeBilling', params: ({ event }) => event.output },
                'loadInvoices',
              ],
            },
            onError: [
              {
                description: 'A failed reload keeps what was loaded before.',
                guard: 'hasBilling',
                target: 'loaded',
                actions: 'notifyBillingFailed',
              },
              { target: 'failed', actions: ['storeBillingError', 'notifyBillingFailed'] },
            ],
          },
        },
        failed: {
          description: 'Nothing could be loaded: opening the tab again or Refresh retries.',
          on: {
            'billing.open': { guard: 'isUserKnown', target: 'loading' },
            'billing.refresh': { guard: 'isUserKnown', target: 'loading' },
          },
        },
        loaded: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'billing.refresh': '#billing.info.loading',
                'cancel.request': { guard: 'canCancel', target: 'confirmingCancel' },
                'reactivate.request': { guard: 'canReactivate', target: 'reactivating' },
              },
            },
            confirmingCancel: {
              description:
                "The spec's browser confirmation, with the day access ends and what changes after it: confirmed, the cancel call; declined, nothing.",
              invoke: {
                id: 'confirmCancel',
                src: 'confirmCancel',
                input: ({ context }) => ({ billing: context.billing! }),
                onDone: [
                  {
                    guard: { type: 'isConfirmed', params: ({ event }) => event.output },
                    target: 'cancelling',
                  },
                  { description: 'Declined.', target: 'idle' },
                ],
                onError: 'idle',
              },
            },
            cancelling: {
              tags: ['busy', 'cancelling'],
              invoke: {
                id: 'cancelSubscription',
                src: 'cancelSubscription',
                input: ({ context }) => ({
                  subscriptionId: context.billing!.subscriptionId!,
                  userId: userIdOf(context),
                }),
                onDone: [
                  {
                    guard: { type: 'actionSucceeded', params: ({ event }) => event.output },
                    target: '#billing.info.loading',
                    actions: 'notifyCancelled',
                  },
                  { target: 'idle', actions: 'notifyCancelFailed' },
                ],
                onError: { target: 'idle', actions: 'notifyCancelFailed' },
              },
            },
            reactivating: {
              tags: ['busy', 'reactivating'],
              invoke: {
                id: 'reactivateSubscription',
                src: 'reactivateSubscription',
                input: ({ context }) => ({
                  subscriptionId: context.billing!.subscriptionId!,
                  userId: userIdOf(context),
                }),
                onDone: [
                  {
                    guard: { type: 'actionSucceeded', params: ({ event }) => event.output },
                    target: '#billing.info.loading',
                    actions: 'notifyReactivated',
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'notifyReactivateFailed',
                      params: ({ event }) => ({ message: event.output.message ?? null }),
                    },
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyReactivateFailed',
                    params: ({ event }) => ({ message: eventError(event) }),
                  },
                },
              },
            },
          },
        },
      },
    },
    invoices: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Loaded after the billing info, which the invoices are listed under.',
          on: { 'invoices.load': { guard: 'hasBilling', target: 'loading' } },
        },
        loading: {
          tags: ['invoicesLoading'],
          on: { 'invoices.load': { target: 'loading', reenter: true } },
          invoke: {
            id: 'fetchInvoices',
            src: 'fetchInvoices',
            input: ({ context }) => ({ userId: userIdOf(context), limit: INVOICE_PAGE_SIZE }),
            onDone: {
              target: 'loaded',
              actions: { type: 'storeInvoices', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: ['storeInvoicesError', 'notifyInvoicesFailed'] },
          },
        },
        loaded: {
          on: { 'invoices.load': 'loading' },
        },
        failed: {
          on: { 'invoices.load': 'loading' },
        },
      },
    },
    spend: {
      initial: 'idle',
      states: {
        idle: {
          description: 'The Monthly Spending card, and its Refresh, show once billing is loaded.',
          on: { 'spend.refresh': { guard: 'hasBilling', target: 'refreshing' } },
        },
        refreshing: {
          tags: ['spendLoading'],
          invoke: {
            id: 'fetchMonthlySpend',
            src: 'fetchMonthlySpend',
            input: ({ context }) => ({ userId: userIdOf(context) }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeSpend', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: [
                'storeSpendError',
                {
                  type: 'notifySpendFailed',
                  params: ({ event }) => ({ message: eventError(event) }),
                },
              ],
            },
          },
        },
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'invoice.download': {
              guard: { type: 'isDownloadable', params: ({ event }) => event.invoiceId },
              target: 'fetchingUrl',
              actions: { type: 'markDownloading', params: ({ event }) => event.invoiceId },
            },
            'invoiceLink.dismiss': { actions: 'clearInvoiceLink' },
          },
        },
        fetchingUrl: {
          tags: ['downloading'],
          invoke: {
            id: 'fetchDownloadUrl',
            src: 'fetchDownloadUrl',
            input: ({ context }) => ({
              invoiceId: context.downloadingInvoiceId!,
              userId: userIdOf(context),
            }),
            onDone: [
              {
                guard: { type: 'isUsableDownload', params: ({ event }) => event.output },
                target: 'opening',
                actions: {
                  type: 'storeInvoiceLink',
                  params: ({ event }) => event.output.downloadUrl!,
                },
              },
              {
                description: 'No success flag or no URL.',
                target: 'idle',
                actions: ['notifyDownloadFailed', 'clearDownloading'],
              },
            ],
            onError: { target: 'idle', actions: ['notifyDownloadFailed', 'clearDownloading'] },
          },
        },
        opening: {
          description:
            'Opens the returned URL in a new tab once it passes the URL security contract.',
          tags: ['downloading'],
          invoke: {
            id: 'openInvoice',
            src: 'openInvoice',
            input: ({ context }) => ({ url: context.invoiceLink?.url ?? '' }),
            onDone: [
              {
                guard: { type: 'wasOpened', params: ({ event }) => event.output },
                target: 'idle',
                actions: ['clearDownloading', 'clearInvoiceLink'],
              },
              {
                description:
                  "The browser blocked the new tab (the URL passed the contract): the row offers an 'Open invoice' link instead.",
                guard: { type: 'wasBlocked', params: ({ event }) => event.output },
                target: 'idle',
                actions: ['markLinkBlocked', 'clearDownloading'],
              },
              {
                description: 'Refused by the URL contract.',
                target: 'idle',
                actions: ['notifyDownloadFailed', 'clearDownloading', 'clearInvoiceLink'],
              },
            ],
            onError: {
              target: 'idle',
              actions: ['notifyDownloadFailed', 'clearDownloading', 'clearInvoiceLink'],
            },
          },
        },
      },
    },
  },
})
