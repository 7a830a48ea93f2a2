import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { COPYRIGHT_YEAR, links, SUPPORT_EMAIL, supportMailto } from '../../config'
import { ExternalLink } from '../../components/ui/external-link'
import { Logo } from './logo'

const heading = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default', mb: '3' })
const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
  '& a:hover': { color: 'accent.text' },
})

export function Footer() {
  return (
    <footer
      className={css({
        borderTopWidth: 'hairline',
        borderColor: 'border.default',
        bg: 'bg.surface',
        mt: '16',
      })}
    >
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: '12',
          display: 'grid',
          gap: '10',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1fr' },
        })}
      >
        <div>
          <Logo />
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '3', maxW: 'xs' })}>
            The AI game developer for Roblox creators: describe your idea, get working systems, UI
            and code.
          </p>
          <a
            href={supportMailto()}
            className={css({
              display: 'inline-block',
              mt: '3',
              fontSize: 'sm',
              color: 'accent.text',
            })}
          >
            {SUPPORT_EMAIL}
          </a>
        </div>
        <nav aria-label="Product">
          <h2 className={heading}>Product</h2>
          <ul className={list}>
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
            <li>
              <Link to="/token-topups">Token Top-ups</Link>
            </li>
            <li>
              <Link to="/downloads">Downloads</Link>
            </li>
            <li>
              <Link to="/roadmap">Roadmap</Link>
            </li>
            <li>
              <Link to="/demo">Demo</Link>
            </li>
            <li>
              <ExternalLink href={links.docs}>Documentation</ExternalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className={heading}>Company</h2>
          <ul className={list}>
            <li>
              <ExternalLink href={links.about}>About</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.blog}>Blog</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.discord}>Community</ExternalLink>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className={heading}>Legal</h2>
          <ul className={list}>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/security-policy">Security Policy</Link>
            </li>
            <li>
              <a href={supportMailto()}>Support</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className={css({ borderTopWidth: 'hairline', borderColor: 'border.default' })}>
        <p
          className={css({
            maxW: '7xl',
            mx: 'auto',
            px: { base: '4', md: '6' },
            py: '5',
            fontSize: 'xs',
            color: 'fg.subtle',
          })}
        >
          © {COPYRIGHT_YEAR} SuperbulletAI. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
