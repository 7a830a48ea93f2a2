import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/roadmap')({
  component: () => <h1>roadmap</h1>,
})
