import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/reset-password')({
  component: () => <h1>reset-password</h1>,
})
