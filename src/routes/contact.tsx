import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/contact')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/contact',
      title: 'Contact Support | SuperbulletAI',
      description:
        'Email SuperbulletAI support at support@superbullet.ai. We reply within 24 hours; here is what to include so we can help on the first reply.',
    }),
  component: ContactPage,
})
