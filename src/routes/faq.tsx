import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/faq')({
  component: () => <h1>faq</h1>,
})
