import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/',
      title: 'SuperbulletAI | The AI Game Developer for Roblox Creators',
      description:
        'Describe your Roblox game idea in plain English and SuperbulletAI builds the game systems, UI, effects and code. Download the free Windows app.',
    }),
  component: HomePage,
})
