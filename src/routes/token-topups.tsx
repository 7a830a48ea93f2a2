import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/token-topups')({
  component: () => <h1>token-topups</h1>,
})
