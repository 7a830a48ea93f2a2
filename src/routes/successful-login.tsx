import { createFileRoute } from '@tanstack/react-router'
import { SuccessfulLoginPage } from '../features/shell'

export const Route = createFileRoute('/successful-login')({
  head: () => ({ meta: [{ title: 'Login Successful | SuperbulletAI' }, { name: 'description', content: 'You are signed in to SuperbulletAI.' }] }),
  component: SuccessfulLoginPage,
})
