/**
 * The real contract server in-process on a free port for the server tests, back to its seed before
 * each test, and the calls they make to it over real HTTP (global fetch).
 */
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { startContractServer, type ContractServer } from '../../contract/server'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { server as mswServer } from '../support/setup'
import { bearer, emulatorIdToken } from './id-token'

export const free = demoAccount('free')
export const pro = demoAccount('pro')

// Set in beforeAll (runContractServer); importers read the live bindings.
export let contract: ContractServer
export let url = ''

/** The uid a call names: the path's /api/user/{uid}/, ?user_id=, the body's firebaseUserId or userData.userId. */
function namedUid(path: string, body: unknown): string | undefined {
  const url = new URL(path, 'http://x')
  const named = body as { firebaseUserId?: string; userData?: { userId?: string } } | undefined
  return (
    /^\/api\/user\/([^/]+)\//.exec(url.pathname)?.[1] ??
    url.searchParams.get('user_id') ??
    named?.firebaseUserId ??
    named?.userData?.userId
  )
}

/** Signed in as the user a call names (path, query or body), as the site sends it; `init.headers` replaces that. */
const signedIn = (path: string, body: unknown): Record<string, string> => {
  const uid = namedUid(path, body)
  return uid === undefined ? {} : bearer(emulatorIdToken(uid))
}
export const get = (path: string, init?: RequestInit) =>
  fetch(`${url}${path}`, { headers: signedIn(path, undefined), ...init })
export const post = (path: string, body?: unknown, init?: RequestInit) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      ...signedIn(path, body),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...init,
  })
export const control = (path: string, body: unknown = {}) => post(`/__control${path}`, body)

/** Pro and the $40 top-up, as the catalogue (src/content) sells them. */
export const purchaseBody = (
  userId: string,
  type: 'subscription' | 'token_topup' = 'subscription',
) => ({
  package:
    type === 'subscription'
      ? { name: 'Pro', price: 20, variant_id: 1_024_501, type }
      : { name: '20M Token Top-up', price: 40, variant_id: 712_002, type },
  userData: { userId, email: 'someone@example.com', name: 'Someone' },
  complete_url: 'http://localhost:4173/checkout-success',
  cancel_url: 'http://localhost:4173/checkout-cancelled',
})

/** Starts the server for the calling file's tests and resets it before each. */
export function runContractServer() {
  beforeAll(async () => {
    // The unit tests' MSW interception would swallow these real requests.
    mswServer.close()
    contract = await startContractServer({ port: 0, testMode: true })
    url = contract.url
  })

  afterAll(async () => {
    await contract.close()
  })

  beforeEach(async () => {
    expect((await control('/reset')).status).toBe(200)
  })
}

/** Loads the embedded checkout page as a popup whose opener collects the posted messages. */
export async function openPage(query: string) {
  const { ident } = (await (await post('/api/purchase', purchaseBody(free.uid))).json()) as {
    ident: string
  }
  const pageUrl = `${url}/sandbox/embedded/${ident}?${query}`
  const html = await (await get(`/sandbox/embedded/${ident}?${query}`)).text()
  const messages: { message: unknown; targetOrigin: string }[] = []
  const dom = new JSDOM(html, {
    url: pageUrl,
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'opener', {
        value: {
          postMessage: (message: unknown, targetOrigin: string) =>
            messages.push({ message, targetOrigin }),
        },
      })
      // jsdom has no fetch: send the page's request to the real server.
      window.fetch = ((input: string, init?: RequestInit) =>
        fetch(new URL(input, pageUrl), init)) as typeof fetch
    },
  })
  const click = (id: string) => dom.window.document.getElementById(id)!.click()
  return { dom, messages, click, ident }
}
