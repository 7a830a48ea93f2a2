import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/terms-of-service')({
  component: () => <h1>terms-of-service</h1>,
})
