import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '../features/content'

export const Route = createFileRoute('/faq')({
  head: () => ({
    meta: [
      { title: 'FAQ | SuperbulletAI' },
      { name: 'description', content: 'Answers about SuperbulletAI: what makes it different, BulletMindV1, why an .exe, data storage, and concerns about AI in game development.' },
    ],
  }),
  component: FaqPage,
})
