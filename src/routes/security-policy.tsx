import { createFileRoute } from '@tanstack/react-router'
import { SecurityPolicyPage } from '../features/content'

export const Route = createFileRoute('/security-policy')({
  head: () => ({
    meta: [
      { title: 'Security Policy | SuperbulletAI' },
      { name: 'description', content: 'How SuperbulletAI protects your account, projects and data, handles incidents and takes vulnerability reports.' },
    ],
  }),
  component: SecurityPolicyPage,
})
