import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/content'

export const Route = createFileRoute('/reset-password')({
  head: () => ({
    meta: [
      { title: 'Reset Password | SuperbulletAI' },
      { name: 'description', content: 'Reset your SuperbulletAI password. Web reset is coming soon; until then, support resets it for you.' },
    ],
  }),
  component: ResetPasswordPage,
})
