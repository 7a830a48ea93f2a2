import { HeadContent, Outlet } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useAuthLoading } from '../../auth/auth-hooks'
import { AppToaster } from '../../components/ui/toaster'
import { SignInDialog } from '../auth/sign-in-dialog'
import { SignInDialogProvider } from '../auth/sign-in-dialog-context'
import { Footer } from './footer'
import { Header } from './header'
import { LoadingScreen } from './loading-screen'

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
  const loading = useAuthLoading()
  return (
    <>
      <HeadContent />
      {loading ? (
        <LoadingScreen />
      ) : (
        <SignInDialogProvider>
          <a href="#main" className={skipLink}>
            Skip to content
          </a>
          <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
            <Header />
            <main id="main" tabIndex={-1} className={css({ flex: '1', _focus: { outline: 'none' } })}>
              <Outlet />
            </main>
            <Footer />
          </div>
          <SignInDialog />
        </SignInDialogProvider>
      )}
      <AppToaster />
    </>
  )
}
