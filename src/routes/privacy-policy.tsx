import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/privacy-policy')({
  component: () => <h1>privacy-policy</h1>,
})
