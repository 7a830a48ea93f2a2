import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/privacy-policy')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/privacy-policy',
      title: 'Privacy Policy | SuperbulletAI',
      description:
        'What SuperbulletAI collects, why, how long it is kept and the choices you have.',
    }),
  component: PrivacyPolicyPage,
})
