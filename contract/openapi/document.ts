/**
 * The backend contract as an OpenAPI 3.1 document: the ten calls the site makes (spec:
 * site-shell-pricing-purchase.md §7), their bodies from the site's own valibot schemas, the
 * Bearer ID token, a purchase's Idempotency-Key, the CORS headers a browser needs, and the
 * failures with the texts the site shows for them (§8). `npm run openapi` writes it to
 * contract/openapi.json.
 */
import { DEFAULT_API_BASE_URL } from '../../src/mocks/handlers'
import { ACCOUNT_CALLS } from './account-calls'
import type { Json } from './call'
import { commonComponents } from './common-components'
import { schemaComponents } from './components'
import { operation } from './operation'
import { preflight } from './preflight'
import { PURCHASE_CALLS } from './purchase-calls'
import { SERVICE_CALLS } from './service-calls'

export { PREFLIGHT_HEADERS } from './preflight'

/** In the order of the document's tags, as `paths` lists them. */
const CALLS = [...PURCHASE_CALLS, ...ACCOUNT_CALLS, ...SERVICE_CALLS]

export function openApiDocument(): Json {
  const paths: Record<string, Json> = {}
  for (const call of CALLS) {
    paths[call.path] = {
      ...(call.pathParameters ? { parameters: call.pathParameters } : {}),
      [call.method]: operation(call),
      options: preflight(call),
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SuperbulletAI website backend',
      version: '1.0.0',
      summary: 'The calls the SuperbulletAI website makes to its backend.',
      description:
        'Generated from the schemas the site parses answers with (src/api/schemas.ts): `npm run openapi`. Fields the site does not read may be added; a field of the wrong type makes the whole answer unreadable to the site. `npm run contract:verify -- --api <base URL>` checks a backend against this document.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The contract server (npm run dev, npm run stack) serves the same calls at http://localhost:8787.
    servers: [{ url: DEFAULT_API_BASE_URL, description: 'production' }],
    tags: [
      { name: 'Purchase', description: 'Checkouts for Pro and token top-ups.' },
      {
        name: 'Account',
        description: "A signed-in user's billing, spend, invoices and subscription.",
      },
      { name: 'Service', description: 'Public checks of the backend and its payment provider.' },
    ],
    paths,
    components: {
      ...commonComponents(),
      schemas: schemaComponents(),
    },
  }
}
