import { useSelector } from '@xstate/react'
import { HeadContent, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { usePageSettled } from '../../lib/use-page-settled'
import { loadSignInDialog, selectMounted, useSignInDialog } from '../auth'
import { CheckoutHostSlot } from '../checkout'
import { Footer } from './footer'
import { Header } from './header'
import { PartBoundary } from '../../components/part-boundary'

// Off the first-load path: the dialog loads when first opened, the toaster view once the page has
// settled (a toast raised before that waits in the store and shows then).
const SignInDialog = lazy(() => loadSignInDialog().then((m) => ({ default: m.SignInDialog })))
const AppToaster = lazy(() =>
  import('../../components/ui/toaster').then((m) => ({ default: m.AppToaster })),
)

/** Its own component, so mounting the toaster later re-renders nothing else. */
function DeferredToaster() {
  const wanted = usePageSettled()
  return wanted ? (
    <PartBoundary what="Notifications" floating>
      <Suspense>
        <AppToaster />
      </Suspense>
    </PartBoundary>
  ) : null
}

function LazySignInDialog() {
  const actor = useSignInDialog()
  const opened = useSelector(actor, selectMounted)
  return opened ? (
    <PartBoundary
      what="The sign-in dialog"
      floating
      onDismiss={() => actor.send({ type: 'dialog.close' })}
    >
      <Suspense>
        <SignInDialog />
      </Suspense>
    </PartBoundary>
  ) : null
}

const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-12',
  zIndex: 'max',
  bg: 'accent.default',
  color: 'fg.onAccent',
  px: '3',
  py: '2',
  borderRadius: 'control',
  fontWeight: 'semibold',
  _focus: { top: '2' },
})

export function AppShell() {
  return (
    <>
      <HeadContent />
      <>
        <a href="#main" className={skipLink}>
          Skip to content
        </a>
        <div className={css({ minH: 'dvh', display: 'flex', flexDirection: 'column' })}>
          <Header />
          <main id="main" tabIndex={-1} className={css({ flex: '1', _focus: { outline: 'none' } })}>
            <Outlet />
          </main>
          <Footer />
        </div>
        <LazySignInDialog />
        <PartBoundary what="The checkout" floating>
          <CheckoutHostSlot />
        </PartBoundary>
      </>
      <DeferredToaster />
    </>
  )
}
