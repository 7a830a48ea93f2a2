import { createFileRoute } from '@tanstack/react-router'
import { TermsOfServicePage } from '../features/content'

export const Route = createFileRoute('/terms-of-service')({
  head: () => ({
    meta: [
      { title: 'Terms of Service | SuperbulletAI' },
      { name: 'description', content: 'The terms that govern your use of the SuperbulletAI website, desktop app, plans and token top-ups.' },
    ],
  }),
  component: TermsOfServicePage,
})
