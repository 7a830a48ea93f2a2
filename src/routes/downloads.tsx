import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/downloads')({
  component: () => <h1>downloads</h1>,
})
