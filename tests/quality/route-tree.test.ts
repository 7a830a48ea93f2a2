import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listRouteFiles } from '../../scripts/quality/manifest'
import { PUBLIC_ROUTES } from '../../scripts/quality/public-routes'

const routes = listRouteFiles(resolve(import.meta.dirname, '..', '..'))
const byFile = (file: string) => routes.find((r) => r.file === file)

describe('route lists from the generated route tree (src/routeTree.gen.ts)', () => {
  it('names each route\'s file, URL, layouts and whether it only redirects', () => {
    expect(byFile('src/routes/index.tsx')).toEqual({ file: 'src/routes/index.tsx', path: '/', layouts: [], redirect: false })
    expect(byFile('src/routes/dashboard/billing.tsx')).toEqual({ file: 'src/routes/dashboard/billing.tsx', path: '/dashboard/billing', layouts: ['src/routes/dashboard/route.tsx'], redirect: false })
    expect(byFile('src/routes/dashboard/index.tsx')?.path).toBe('/dashboard')
    expect(byFile('src/routes/features.tsx')?.redirect).toBe(true)
    expect(routes.some((r) => r.file.includes('__root'))).toBe(false)
  })

  it('lists the public pages: every rendering route outside the dashboard, and the dashboard\'s sign-in prompt', () => {
    expect(PUBLIC_ROUTES).toEqual([
      '/', '/checkout-cancelled', '/checkout-success', '/contact', '/dashboard', '/demo', '/downloads', '/faq', '/pricing',
      '/privacy-policy', '/reset-password', '/roadmap', '/security-policy', '/successful-login', '/temporary-payment',
      '/terms-of-service', '/token-topups',
    ])
  })
})
