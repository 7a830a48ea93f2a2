import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/security-policy')({
  component: () => <h1>security-policy</h1>,
})
