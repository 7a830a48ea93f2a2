import { assign, setup } from 'xstate'

export interface CheckoutHostContext {
  /** The vetted address the Popup Blocked dialog links to; null while it is closed. */
  blockedUrl: string | null
}

export type CheckoutHostEvent =
  | { type: 'checkout.launched' }
  | { type: 'popupBlocked.show'; url: string }
  | { type: 'popupBlocked.close' }

/**
 * What the shell's checkout host shows besides the widget: whether a checkout was launched yet
 * (the shell loads the host's code only then) and the Popup Blocked dialog.
 */
export const checkoutHostMachine = setup({
  types: {
    context: {} as CheckoutHostContext,
    events: {} as CheckoutHostEvent,
  },
  actions: {
    storeBlockedUrl: assign({ blockedUrl: (_, url: string) => url }),
    clearBlockedUrl: assign({ blockedUrl: null }),
  },
}).createMachine({
  id: 'checkoutHost',
  context: { blockedUrl: null },
  initial: 'notLaunched',
  states: {
    notLaunched: {
      description: 'No checkout launched in this tab yet: none of the host is loaded.',
      on: {
        'checkout.launched': 'launched',
        'popupBlocked.show': {
          target: 'launched.popupBlocked',
          actions: { type: 'storeBlockedUrl', params: ({ event }) => event.url },
        },
      },
    },
    launched: {
      tags: ['launched'],
      initial: 'clear',
      states: {
        clear: {
          on: {
            'popupBlocked.show': {
              target: 'popupBlocked',
              actions: { type: 'storeBlockedUrl', params: ({ event }) => event.url },
            },
          },
        },
        popupBlocked: {
          description:
            "The browser refused the hosted checkout's new tab: a dialog links to it instead.",
          tags: ['popupBlocked'],
          on: {
            'popupBlocked.show': {
              actions: { type: 'storeBlockedUrl', params: ({ event }) => event.url },
            },
            'popupBlocked.close': { target: 'clear', actions: 'clearBlockedUrl' },
          },
        },
      },
    },
  },
})
