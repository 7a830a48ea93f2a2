import type { RequestHandler } from 'msw'

/** The backend contract as MSW handlers (filled in by the backend-contract work). */
export const handlers: RequestHandler[] = []
