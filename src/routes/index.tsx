import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/content'

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [
      { title: 'SuperbulletAI | The AI Game Developer for Roblox Creators' },
      {
        name: 'description',
        content: 'Describe your Roblox game idea in plain English and SuperbulletAI builds the game systems, UI, effects and code. Download the free Windows app.',
      },
    ],
  }),
  component: HomePage,
})
