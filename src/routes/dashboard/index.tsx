import { createFileRoute } from '@tanstack/react-router'

// The Settings tab at /dashboard: the layout (route.tsx) draws the screen and sets the page head.
export const Route = createFileRoute('/dashboard/')({})
