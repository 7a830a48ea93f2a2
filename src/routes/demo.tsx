import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/demo')({
  component: () => <h1>demo</h1>,
})
