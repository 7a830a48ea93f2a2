import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/content'

export const Route = createFileRoute('/contact')({
  head: () => ({
    meta: [
      { title: 'Contact Support | SuperbulletAI' },
      { name: 'description', content: 'Email SuperbulletAI support at support@superbullet.ai. We reply within 24 hours; here is what to include so we can help on the first reply.' },
    ],
  }),
  component: ContactPage,
})
