import { assign, fromPromise, setup } from 'xstate'
import type { AuthChangedEvent, Credentials } from './auth.machine'
import { eventError } from './error-text'
import { notProvided } from './not-provided'

export interface SignInDialogContext {
  email: string
  password: string
  error: string | null
}

export type SignInDialogEvent =
  /** `notice`: why it opened unasked, shown in the banner (e.g. the backend refused an expired session). */
  | { type: 'dialog.open'; notice?: string }
  | { type: 'dialog.close' }
  | { type: 'email.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'email.submit' }
  | { type: 'google.submit' }
  | { type: 'register.select' }
  /** Who is signed in, from the auth actor through the system. */
  | AuthChangedEvent

/**
 * The shell's sign-in dialog. The login actors resolve true when a user is signed in and
 * reject with readable text; the dialog swallows the rejection into its red banner.
 */
export const signInDialogMachine = setup({
  types: {
    context: {} as SignInDialogContext,
    events: {} as SignInDialogEvent,
  },
  actors: {
    loginWithPassword: fromPromise<boolean, Credentials>(notProvided('loginWithPassword')),
    loginWithGoogle: fromPromise<boolean>(notProvided('loginWithGoogle')),
  },
  actions: {
    goToDashboard: () => {},
    goToDownloads: () => {},
    preloadSignIn: () => {},
    clearError: assign({ error: null }),
    showNotice: assign({
      error: ({ event }) => (event.type === 'dialog.open' ? (event.notice ?? null) : null),
    }),
    clearFields: assign({ email: '', password: '' }),
    // Only ever taken on an actor's error event, whose `error` is the rejection.
    storeError: assign({ error: ({ event }) => eventError(event) }),
  },
  guards: {
    hasCredentials: ({ context }) => context.email.trim() !== '' && context.password !== '',
    isSignedIn: (_, signedIn: boolean) => signedIn,
    reportsUser: ({ event }) => event.type === 'auth.changed' && event.user !== null,
  },
}).createMachine({
  id: 'signInDialog',
  context: { email: '', password: '', error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: ['showNotice', 'preloadSignIn'] } },
    },
    open: {
      tags: ['open'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'email.change': { actions: assign({ email: ({ event }) => event.value }) },
            'password.change': { actions: assign({ password: ({ event }) => event.value }) },
            'email.submit': { guard: 'hasCredentials', target: 'submittingEmail' },
            'google.submit': 'submittingGoogle',
            'dialog.close': '#signInDialog.closed',
            'register.select': { target: '#signInDialog.closed', actions: 'goToDownloads' },
            'auth.changed': {
              guard: 'reportsUser',
              description:
                'Signed in some other way (another tab, say): nothing left to ask, the dialog closes itself.',
              target: '#signInDialog.closed',
              actions: 'clearFields',
            },
          },
        },
        submittingEmail: {
          description: 'E-mail sign-in in flight: every control is disabled.',
          tags: ['busy', 'submittingEmail'],
          entry: 'clearError',
          invoke: {
            id: 'loginWithPassword',
            src: 'loginWithPassword',
            input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
            onDone: [
              {
                guard: { type: 'isSignedIn', params: ({ event }) => event.output },
                target: '#signInDialog.closed',
                actions: ['clearFields', 'goToDashboard'],
              },
              // The auth machine ignored the attempt (it was still loading): stay open.
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: 'storeError' },
          },
        },
        submittingGoogle: {
          description: 'Google popup open: every control is disabled until it settles.',
          tags: ['busy', 'submittingGoogle'],
          entry: 'clearError',
          invoke: {
            id: 'loginWithGoogle',
            src: 'loginWithGoogle',
            onDone: [
              {
                guard: { type: 'isSignedIn', params: ({ event }) => event.output },
                target: '#signInDialog.closed',
                actions: ['clearFields', 'goToDashboard'],
              },
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: 'storeError' },
          },
        },
      },
    },
  },
})
