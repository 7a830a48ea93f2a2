import { links } from '../../config'

/** Header navigation, in the spec's order. Docs is external and opens a new tab. */
export const internalNavLinks = [
  { to: '/', label: 'Home' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/roadmap', label: 'Roadmap' },
  { to: '/demo', label: 'Demo' },
  { to: '/contact', label: 'Contact' },
  { to: '/faq', label: 'FAQ' },
] as const

export const docsLink = { href: links.docs, label: 'Docs' }
export const communityLink = { href: links.discord, label: 'Join community' }
