import { createFileRoute } from '@tanstack/react-router'

// Placeholder until its page lands.
export const Route = createFileRoute('/')({
  component: () => <h1>index</h1>,
})
