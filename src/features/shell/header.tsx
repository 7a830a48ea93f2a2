import { Link, useHydrated, useRouterState } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useAuthLoading, useAuthUser } from '../../auth/auth-hooks'
import { PartBoundary } from '../../components/part-boundary'
import { Button } from '../../components/ui/button'
import { ExternalLink } from '../../components/ui/external-link'
import { CloseIcon, ExternalIcon, MenuIcon } from '../../components/ui/icons'
import { useOpenSignIn } from '../auth'
import { usePreloaded } from '../../lib/use-preloaded'
import { accountButtonWidth } from './account-button'
import { Logo } from './logo'
import { UserMenu } from './user-menu-code'
import { communityLink, docsLink, internalNavLinks } from './nav-links'

const bar = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg.glass',
  backdropFilter: 'auto',
  backdropSaturate: '180%',
  backdropBlur: 'header',
  borderBottomWidth: 'hairline',
  borderColor: 'border.default',
})
const inner = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  h: '16',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '3', md: '6' },
})
const navLink = css({
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  _hover: { color: 'fg.default' },
  '&[data-status=active]': { color: 'accent.text' },
})
const desktopNav = css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', gap: '6' })
const mobilePanel = css({
  display: { base: 'flex', lg: 'none' },
  flexDirection: 'column',
  gap: '1',
  px: '4',
  pb: '4',
  borderTopWidth: 'hairline',
  borderColor: 'border.default',
  '& a': { py: '2.5' },
})

const placeholderBox = css({ display: 'inline-flex', borderRadius: 'control', bg: 'bg.muted' })

/** Holds the account area's place while the user is not known yet (the prerendered page,
 *  hydration, until Firebase reports): the Dashboard button's exact size, invisible, so that a
 *  returning signed-in user never sees the signed-out button flash and nothing moves. */
function AccountPlaceholder() {
  return (
    <span className={placeholderBox} data-testid="account-placeholder" aria-hidden="true">
      <span className={cx(button({ size: 'sm' }), css({ visibility: 'hidden' }))}>Dashboard</span>
    </span>
  )
}

function AccountControl() {
  const hydrated = useHydrated()
  const loading = useAuthLoading()
  const user = useAuthUser()
  const openSignIn = useOpenSignIn()
  // A signed-in user's menu shows once its code is in, the placeholder until then: a Suspense
  // fallback committed here would hold back the page's own hydration (usePreloaded). The
  // fallback below is only seen while a failed fetch is tried again.
  const menuCode = usePreloaded(UserMenu, hydrated && !loading && user !== null)
  if (!hydrated || loading || (user && !menuCode)) return <AccountPlaceholder />
  if (user)
    return (
      <PartBoundary what="The account menu" floating>
        <Suspense
          fallback={
            <Button
              variant="outline"
              size="sm"
              disabled
              className={cx(accountButtonWidth, css({ overflow: 'hidden' }))}
            >
              {user.email ?? 'Account'}
            </Button>
          }
        >
          <UserMenu email={user.email ?? 'Account'} />
        </Suspense>
      </PartBoundary>
    )
  return (
    <Button size="sm" onClick={openSignIn}>
      Dashboard
    </Button>
  )
}

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {internalNavLinks.map((l) => (
        <Link
          key={l.to}
          to={l.to}
          className={navLink}
          activeOptions={{ exact: l.to === '/' }}
          onClick={onNavigate}
        >
          {l.label}
        </Link>
      ))}
      <ExternalLink href={docsLink.href} className={navLink}>
        {docsLink.label} <ExternalIcon />
        <span className={css({ srOnly: true })}>(opens in a new tab)</span>
      </ExternalLink>
    </>
  )
}

export function Header() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // The menu is open only on the page where it was opened, so every navigation (links, back,
  // forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const closeMenu = () => setOpenOn(null)

  return (
    <header className={bar}>
      <div className={inner}>
        <Link to="/" aria-label="SuperbulletAI home" className={css({ flexShrink: 0 })}>
          <Logo />
        </Link>
        <nav aria-label="Main" className={desktopNav}>
          <NavItems />
        </nav>
        <div
          className={css({
            ml: 'auto',
            display: 'flex',
            alignItems: 'center',
            gap: { base: '2', md: '3' },
          })}
        >
          <ExternalLink
            href={communityLink.href}
            className={css({
              display: { base: 'none', md: 'inline-flex' },
              fontSize: 'sm',
              color: 'fg.muted',
              _hover: { color: 'fg.default' },
            })}
          >
            {communityLink.label}
          </ExternalLink>
          <AccountControl />
          <Button
            variant="ghost"
            size="sm"
            className={css({ display: { base: 'inline-flex', lg: 'none' }, px: '2' })}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className={mobilePanel}>
          <NavItems onNavigate={closeMenu} />
          <ExternalLink href={communityLink.href} className={navLink}>
            {communityLink.label}
          </ExternalLink>
        </nav>
      )}
    </header>
  )
}
