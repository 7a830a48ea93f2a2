import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../features/content/legal/legal-page'
import { pageHead } from '../features/shell/page-head'

export const Route = createFileRoute('/privacy-policy')({
  head: () =>
    pageHead({
      path: '/privacy-policy',
      title: 'Privacy Policy | SuperbulletAI',
      description: 'What SuperbulletAI collects, why, how long it is kept and the choices you have.',
    }),
  component: PrivacyPolicyPage,
})
