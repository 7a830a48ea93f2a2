import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/pricing')({
  component: () => <h1>pricing</h1>,
})
