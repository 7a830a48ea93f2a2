import { allowedUrlHosts } from '../config'

const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])

/** A loopback host name (the local stack): the only hosts where http and a port are accepted. */
export const isLocalHost = (hostname: string): boolean => LOCAL_HOSTS.has(hostname)

/**
 * The security contract for URLs that come from the backend (checkout, invoice download,
 * portal): https (http only on localhost), host on the allowlist, no credentials, no odd port
 * (a port only on localhost). Returns the parsed URL, or null when it must not be opened.
 */
export function safeExternalUrl(
  raw: unknown,
  hosts: readonly string[] = allowedUrlHosts,
): URL | null {
  if (typeof raw !== 'string' || raw.length > 4096) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  const local = isLocalHost(url.hostname)
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return null
  if (url.username || url.password) return null
  if (url.port && !local) return null
  if (!hosts.includes(url.hostname)) return null
  return url
}

/** Opens a vetted URL in a new tab. Returns 'opened', 'blocked' (the browser refused the tab)
 *  or 'refused' (the URL failed the security contract). */
export function openExternal(
  raw: unknown,
  hosts?: readonly string[],
): 'opened' | 'blocked' | 'refused' {
  const url = safeExternalUrl(raw, hosts)
  if (!url) return 'refused'
  // With noopener, window.open returns null even on success in some browsers, so open a
  // blank tab first, detach the opener, then navigate it.
  const tab = window.open('', '_blank')
  if (!tab) return 'blocked'
  tab.opener = null
  tab.location.href = url.toString()
  return 'opened'
}
