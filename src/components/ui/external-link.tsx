import type { AnchorHTMLAttributes } from 'react'

/** A link that leaves the site: new tab, no opener, no referrer. */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />
}
