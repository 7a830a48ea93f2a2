import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import { eventError } from './error-text'
import { notProvided } from './not-provided'

export interface AuthUser {
  uid: string
  email: string | null
  displayName: string | null
}

export interface Credentials {
  email: string
  password: string
}

export interface AuthContext {
  user: AuthUser | null
  error: string | null
}

/** Who is signed in, as the auth actor tells the system (its parent, the app) each time it changes:
 *  the one event every machine that follows the user receives. */
export interface AuthChangedEvent {
  type: 'auth.changed'
  user: AuthUser | null
}

export type AuthEvent =
  | { type: 'auth.changed'; user: AuthUser | null }
  | { type: 'auth.login'; email: string; password: string }
  | { type: 'auth.loginWithGoogle' }
  | { type: 'auth.logout' }

/** What the provider's watcher takes: follow the user from now on (a visitor's page leaves the
 *  provider unloaded until a sign-in). */
export type AuthWatchEvent = { type: 'auth.watch' }

/**
 * The signed-in user as the identity provider reports it. `src/auth` provides the Firebase
 * implementations; tests provide fakes. Errors reaching this machine are already readable text.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    watchAuthState: fromCallback<AuthWatchEvent>(notProvided('watchAuthState')),
    signInWithPassword: fromPromise<AuthUser, Credentials>(notProvided('signInWithPassword')),
    /** Resolves null when the user closes the popup: a quiet cancel, not an error. */
    signInWithGoogle: fromPromise<AuthUser | null>(notProvided('signInWithGoogle')),
    signOut: fromPromise<void>(notProvided('signOut')),
  },
  actions: {
    clearError: assign({ error: null }),
    storeUser: assign({ user: (_, user: AuthUser | null) => user }),
    // Only ever taken on an actor's error event, whose `error` is the rejection.
    storeError: assign({ error: ({ event }) => eventError(event) }),
    watchUser: sendTo('watchAuthState', { type: 'auth.watch' }),
    /** Tells the system (the parent) who is signed in; an auth actor on its own tells nobody. */
    announceUser: enqueueActions(({ context, enqueue, self }) => {
      if (self._parent)
        enqueue.sendParent({ type: 'auth.changed', user: context.user } satisfies AuthChangedEvent)
    }),
  },
  guards: {
    reportsUser: (_, params: { user: AuthUser | null }) => params.user !== null,
  },
}).createMachine({
  id: 'auth',
  context: { user: null, error: null },
  invoke: { id: 'watchAuthState', src: 'watchAuthState' },
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the first report from the identity provider.',
      tags: ['loading'],
      on: {
        'auth.changed': [
          {
            guard: { type: 'reportsUser', params: ({ event }) => ({ user: event.user }) },
            target: 'signedIn',
            actions: { type: 'storeUser', params: ({ event }) => event.user },
          },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      entry: 'announceUser',
      on: {
        'auth.login': 'signingIn.withPassword',
        'auth.loginWithGoogle': 'signingIn.withGoogle',
        'auth.changed': {
          guard: { type: 'reportsUser', params: ({ event }) => ({ user: event.user }) },
          target: 'signedIn',
          actions: { type: 'storeUser', params: ({ event }) => event.user },
        },
      },
    },
    signingIn: {
      description: 'One login attempt: the error is cleared on entry and stored on failure.',
      tags: ['busy'],
      entry: 'clearError',
      // Entered only through its children; the initial child is required by XState, not used.
      initial: 'withPassword',
      states: {
        withPassword: {
          invoke: {
            id: 'signInWithPassword',
            src: 'signInWithPassword',
            input: ({ event }) => {
              if (event.type !== 'auth.login') throw new Error(`unexpected ${event.type}`)
              return { email: event.email, password: event.password }
            },
            onDone: {
              target: '#auth.signedIn',
              actions: { type: 'storeUser', params: ({ event }) => event.output },
            },
            onError: { target: '#auth.signedOut', actions: 'storeError' },
          },
        },
        withGoogle: {
          invoke: {
            id: 'signInWithGoogle',
            src: 'signInWithGoogle',
            onDone: [
              {
                guard: { type: 'reportsUser', params: ({ event }) => ({ user: event.output }) },
                target: '#auth.signedIn',
                actions: { type: 'storeUser', params: ({ event }) => event.output },
              },
              { target: '#auth.signedOut' },
            ],
            onError: { target: '#auth.signedOut', actions: 'storeError' },
          },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      description:
        'The provider is watched from here on: a sign-out elsewhere signs this page out.',
      entry: ['announceUser', 'watchUser'],
      on: {
        'auth.logout': 'signingOut',
        'auth.changed': [
          {
            guard: { type: 'reportsUser', params: ({ event }) => ({ user: event.user }) },
            description: 'Another account, or the same one with new details.',
            actions: [{ type: 'storeUser', params: ({ event }) => event.user }, 'announceUser'],
          },
          { target: 'signedOut', actions: { type: 'storeUser', params: null } },
        ],
      },
    },
    signingOut: {
      description:
        'Sign-out clears the error first; on failure the user stays signed in with the message stored.',
      tags: ['busy', 'signedIn'],
      entry: 'clearError',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: { type: 'storeUser', params: null } },
        onError: { target: 'signedIn', actions: 'storeError' },
      },
    },
  },
})
