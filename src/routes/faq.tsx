import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/faq')({
  head: () =>
    pageHead({
      path: '/faq',
      title: 'FAQ | SuperbulletAI',
      description: 'Answers about SuperbulletAI: what makes it different, BulletMindV1, why an .exe, data storage, and concerns about AI in game development.',
    }),
  component: FaqPage,
})
