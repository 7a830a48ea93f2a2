import { createFileRoute } from '@tanstack/react-router'
import { SecurityPolicyPage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/security-policy')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/security-policy',
      title: 'Security Policy | SuperbulletAI',
      description:
        'How SuperbulletAI protects your account, projects and data, handles incidents and takes vulnerability reports.',
    }),
  component: SecurityPolicyPage,
})
