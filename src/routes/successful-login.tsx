import { createFileRoute } from '@tanstack/react-router'
import { pageHead, SuccessfulLoginPage } from '../features/shell'

export const Route = createFileRoute('/successful-login')({
  staticData: { prerender: false, indexed: false },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/successful-login',
      title: 'Login Successful | SuperbulletAI',
      description: 'You are signed in to SuperbulletAI.',
    }),
  component: SuccessfulLoginPage,
})
