/** The whole app (shell, router, toaster) at one address: a fresh app system with a signed-in
 *  user, a visitor or an identity provider that has not answered, some children in given states. */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { fromCallback, fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate'
import {
  authMachine,
  type AuthWatchEvent,
  type AuthUser,
  type Credentials,
} from '../machines/auth.machine'
import type { PageFlowId } from '../machines/app.machine'
import { lifecycleLogic } from '../src/features/checkout/lifecycle/purchase-lifecycle'
import { createAppRouter } from '../src/router'
import { AppProvider } from '../src/system/app-context'
import { appLogic } from '../src/system/app-logic'
import { startApp, systemActor, type StartOptions, type SystemId } from '../src/system/app-system'
import { PageFlowStage } from '../src/system/use-page-flow'

/** Who the identity provider reports: a user, null for a visitor, or nobody yet ('unanswered'). */
export type Who = AuthUser | null | 'unanswered'

function fakeAuth(who: Who) {
  return authMachine.provide({
    actors: {
      watchAuthState: fromCallback<AuthWatchEvent>(({ sendBack }) => {
        if (who !== 'unanswered') sendBack({ type: 'auth.changed', user: who })
      }),
      signInWithPassword: fromPromise<AuthUser, Credentials>(async () => {
        throw new Error('Signing in is not part of this story.')
      }),
      signInWithGoogle: fromPromise<AuthUser | null>(async () => null),
      signOut: fromPromise<void>(async () => {}),
    },
  })
}

type Wrap = (app: ReactNode) => ReactNode
/** Children that run a story's machine (its fakes, its named delays held) instead of the app's. */
type Logic = Partial<Record<SystemId, AnyStateMachine>>
/** Logic a page's flow runs instead of the page's own (storyboards/page-flow.ts). */
type Pages = Partial<Record<PageFlowId, AnyActorLogic>>

/** A story's app: `children` start in the story's states (with `logic`, running the story's
 *  machine), a page started by the story runs its `pages` logic, `wrap` puts the story's own
 *  context around the router; no purchase is stored in the browser. */
export function createApp(
  path: string,
  who: Who,
  stage:
    (Pick<StartOptions, 'children'> & { wrap?: Wrap; logic?: Logic; pages?: Pages }) | Wrap = {},
) {
  const {
    children,
    wrap = (app: ReactNode) => app,
    logic: given = {},
    pages = {},
  } = typeof stage === 'function' ? { wrap: stage } : stage
  const logic = appLogic({ navigate: () => {} }).provide({
    actors: {
      auth: fakeAuth(who),
      purchaseLifecycle: lifecycleLogic.provide({
        actors: { purchaseStorage: fromCallback(() => {}) },
      }),
      ...given,
    } as never,
  })
  const app = startApp(logic, children ? { children } : {})
  const router = createAppRouter(app, createMemoryHistory({ initialEntries: [path] }))
  const view = (
    <AppProvider app={app}>
      <PageFlowStage value={pages}>{wrap(<RouterProvider router={router} />)}</PageFlowStage>
    </AppProvider>
  )
  return { view, app, ready: () => router.load() }
}

/** A frame's app whose flow to check is the root's child `id` (the one the page reads). */
export const showingChild = (app: ReturnType<typeof createApp>, id: SystemId) => ({
  ...app,
  flow: () => systemActor(app.app, id),
})
