import { describe, expect, it, vi } from 'vitest'
import { openExternal, safeExternalUrl } from '../../src/lib/safe-url'

const hosts = ['checkout.embedpay.io', 'localhost']

describe('safeExternalUrl', () => {
  it.each([
    ['https://checkout.embedpay.io/c/abc', true],
    ['http://localhost:8787/sandbox/hosted/x', true],
    ['http://checkout.embedpay.io/c/abc', false],
    ['https://evil.example/c/abc', false],
    ['https://checkout.embedpay.io.evil.example/', false],
    ['https://user:pass@checkout.embedpay.io/', false],
    ['https://checkout.embedpay.io:8443/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//checkout.embedpay.io/x', false],
    ['not a url', false],
    [42, false],
    [null, false],
  ])('%s -> %s', (raw, ok) => {
    expect(safeExternalUrl(raw, hosts) !== null).toBe(ok)
  })
})

describe('openExternal', () => {
  it('refuses a URL that fails the contract without opening anything', () => {
    const open = vi.spyOn(window, 'open')
    expect(openExternal('https://evil.example/', hosts)).toBe('refused')
    expect(open).not.toHaveBeenCalled()
    open.mockRestore()
  })
  it('reports a blocked tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    expect(openExternal('https://checkout.embedpay.io/c/1', hosts)).toBe('blocked')
    open.mockRestore()
  })
  it('opens the tab without an opener and navigates it', () => {
    const tab = { opener: window, location: { href: '' } } as unknown as Window
    const open = vi.spyOn(window, 'open').mockReturnValue(tab)
    expect(openExternal('https://checkout.embedpay.io/c/1', hosts)).toBe('opened')
    expect(tab.opener).toBeNull()
    expect(tab.location.href).toBe('https://checkout.embedpay.io/c/1')
    open.mockRestore()
  })
})
