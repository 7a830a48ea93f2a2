import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/contact')({
  component: () => <h1>contact</h1>,
})
