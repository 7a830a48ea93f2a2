import { createFileRoute } from '@tanstack/react-router'
import { SuccessfulLoginPage } from '../features/shell/successful-login-page'
import { pageHead } from '../features/shell/page-head'

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
