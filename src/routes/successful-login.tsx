import { createFileRoute } from '@tanstack/react-router'
import { pageHead, SuccessfulLoginPage } from '../features/shell'

export const Route = createFileRoute('/successful-login')({
  head: () =>
    pageHead({
      path: '/successful-login',
      title: 'Login Successful | SuperbulletAI',
      description: 'You are signed in to SuperbulletAI.',
      indexed: false,
    }),
  component: SuccessfulLoginPage,
})
