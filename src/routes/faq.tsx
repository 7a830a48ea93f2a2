import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/faq')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/faq',
      title: 'FAQ | SuperbulletAI',
      description:
        'Answers about SuperbulletAI: what makes it different, BulletMindV1, why an .exe, data storage, and concerns about AI in game development.',
    }),
  component: FaqPage,
})
