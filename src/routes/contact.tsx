import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/content'
import { pageHead } from '../features/shell'
import { CONTACT_DESCRIPTION } from '../content/contact'

export const Route = createFileRoute('/contact')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/contact',
      title: 'Contact Support | SuperbulletAI',
      description: CONTACT_DESCRIPTION,
    }),
  component: ContactPage,
})
