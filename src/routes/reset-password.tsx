import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/content'
import { pageHead } from '../features/shell'

export const Route = createFileRoute('/reset-password')({
  staticData: { prerender: true, indexed: true },
  head: (ctx) =>
    pageHead(ctx, {
      path: '/reset-password',
      title: 'Reset Password | SuperbulletAI',
      description:
        'Reset your SuperbulletAI password. Web reset is coming soon; until then, support resets it for you.',
    }),
  component: ResetPasswordPage,
})
