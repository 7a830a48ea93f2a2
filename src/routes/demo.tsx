import { createFileRoute } from '@tanstack/react-router'
import { DemoPage } from '../features/content'

export const Route = createFileRoute('/demo')({
  head: () => ({
    meta: [
      { title: 'Live Demos | SuperbulletAI' },
      { name: 'description', content: 'Watch SuperbulletAI build Roblox game systems from plain English: leveling, zombies, death effects, loading screens and the earliest demo.' },
    ],
  }),
  component: DemoPage,
})
