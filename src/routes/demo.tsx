import { createFileRoute } from '@tanstack/react-router'
import { DemoPage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/demo')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/demo',
      title: 'Live Demos | SuperbulletAI',
      description:
        'Watch SuperbulletAI build Roblox game systems from plain English: leveling, zombies, death effects, loading screens and the earliest demo.',
    }),
  component: DemoPage,
})
