import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../support/render-app'
import { expectHead, expectHeadingsInOrder } from './helpers'

const pages = [
  {
    path: '/',
    title: 'SuperbulletAI | The AI Game Developer for Roblox Creators',
    h1: 'Describe your Roblox game. We build it.',
  },
  { path: '/downloads', title: 'Downloads | SuperbulletAI', h1: 'Download SuperbulletAI' },
  { path: '/roadmap', title: 'Development Roadmap | SuperbulletAI', h1: 'Development Roadmap' },
  { path: '/demo', title: 'Live Demos | SuperbulletAI', h1: 'See SuperbulletAI Build Real Games' },
  { path: '/faq', title: 'FAQ | SuperbulletAI', h1: 'Frequently Asked Questions' },
  { path: '/contact', title: 'Contact Support | SuperbulletAI', h1: 'Contact Support' },
  { path: '/terms-of-service', title: 'Terms of Service | SuperbulletAI', h1: 'Terms of Service' },
  { path: '/privacy-policy', title: 'Privacy Policy | SuperbulletAI', h1: 'Privacy Policy' },
  { path: '/security-policy', title: 'Security Policy | SuperbulletAI', h1: 'Security Policy' },
  { path: '/reset-password', title: 'Reset Password | SuperbulletAI', h1: 'Reset Your Password' },
]

describe('content pages: head and headings', () => {
  it.each(pages)(
    '$path has its own title, a meta description, one h1 and ordered headings',
    async ({ path, title, h1 }) => {
      await renderApp(path)
      expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument()
      await expectHead(title)
      expectHeadingsInOrder()
    },
  )

  it('gives every page a different title and description', async () => {
    const seen = new Set<string>()
    for (const { path } of pages) {
      const view = await renderApp(path)
      await screen.findByRole('heading', { level: 1 })
      const description = [...document.head.querySelectorAll('meta[name="description"]')]
        .at(-1)
        ?.getAttribute('content')
      seen.add(`${document.title}|${description}`)
      view.unmount()
    }
    expect(seen.size).toBe(pages.length)
  })
})
