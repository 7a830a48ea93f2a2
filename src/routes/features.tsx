import { createFileRoute } from '@tanstack/react-router'
import { redirectRoute } from '../features/shell'

export const Route = createFileRoute('/features')(redirectRoute('/roadmap'))
