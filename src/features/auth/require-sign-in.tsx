import { useEffect, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useAuthUser } from '../../auth/auth-hooks'
import type { AuthUser } from '../../../machines/auth.machine'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { useOpenSignIn } from './sign-in-dialog-context'
import { afterNextPaint } from '../../lib/after-next-paint'

/** Signed-in content, or a sign-in prompt (with the dialog opened) for an anonymous visitor. */
export function RequireSignIn({
  children,
  what,
}: {
  children: (user: AuthUser) => ReactNode
  what: string
}) {
  const user = useAuthUser()
  const openSignIn = useOpenSignIn()
  const signedOutOnArrival = useRef(user === null)
  useEffect(() => {
    // Open once, for a visitor who arrives signed out; someone who signs out here is not
    // prompted again. After the page's first paint: the dialog's code (and Firebase's, which
    // opening it preloads) then downloads behind the painted page instead of delaying it.
    if (!signedOutOnArrival.current) return
    return afterNextPaint(openSignIn)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (user) return <>{children(user)}</>
  return (
    <section className={css({ maxW: 'lg', mx: 'auto', px: '4', py: { base: '16', md: '24' } })}>
      <Card className={css({ textAlign: 'center' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Sign in required</h1>
        <p className={css({ color: 'fg.muted', mt: '2' })}>Sign in to view {what}.</p>
        <Button className={css({ mt: '6' })} onClick={openSignIn}>
          Sign In
        </Button>
      </Card>
    </section>
  )
}
