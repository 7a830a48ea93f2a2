import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../features/content'

export const Route = createFileRoute('/privacy-policy')({
  head: () => ({
    meta: [
      { title: 'Privacy Policy | SuperbulletAI' },
      { name: 'description', content: 'What SuperbulletAI collects, why, how long it is kept and the choices you have.' },
    ],
  }),
  component: PrivacyPolicyPage,
})
