import { createFileRoute } from '@tanstack/react-router'
import { TermsOfServicePage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/terms-of-service')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/terms-of-service',
      title: 'Terms of Service | SuperbulletAI',
      description:
        'The terms that govern your use of the SuperbulletAI website, desktop app, plans and token top-ups.',
    }),
  component: TermsOfServicePage,
})
