import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../support/render-app'
import { contentPages as pages } from '../../support/content-pages'
import { expectHead, expectHeadingsInOrder } from './helpers'

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
