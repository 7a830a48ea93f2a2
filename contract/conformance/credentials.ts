/**
 * Who the conformance suite calls as. A real backend: a test account's Firebase ID token and uid
 * from the environment, and another account's uid for the 403 checks. A local one: the demo
 * accounts (pro@ calls, free@ is the other), signed in at the Auth emulator.
 */
import { DEMO_PASSWORD } from '../../src/mocks/demo-accounts'
import { stackEnv, stackPorts } from '../../scripts/stack-env'
import { LOCAL_ACCOUNTS, type Target } from './suite'

export const CREDENTIALS_HELP =
  "For a backend that is not on localhost set CONTRACT_ID_TOKEN (a test account's Firebase ID token), CONTRACT_UID (its uid) and CONTRACT_OTHER_UID (another account's uid, for the 403 checks); CONTRACT_EMAIL is optional."

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
export const isLocalApi = (api: URL) => LOCAL_HOSTS.has(api.hostname)

/** Why the suite must not send an ID token to `api` (plain http off localhost, or not http at all), or undefined. */
export function unsafeApi(api: URL): string | undefined {
  if (api.protocol === 'https:' || (api.protocol === 'http:' && isLocalApi(api))) return undefined
  return `refusing ${api.origin}: the suite sends a real ID token, so the backend must be https (plain http only on localhost)`
}

/** The `email` claim of an ID token, if it has one. */
function emailClaim(token: string): string | undefined {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { email?: unknown }
    return typeof payload.email === 'string' ? payload.email : undefined
  } catch {
    return undefined
  }
}

/** Signs in at the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, or the stack's) with the demo password. */
async function emulatorSignIn(
  email: string,
  env: NodeJS.ProcessEnv,
): Promise<{ uid: string; token: string }> {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST || `localhost:${stackPorts.auth}`
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${stackEnv('stack').VITE_FIREBASE_API_KEY}`
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    })
  } catch (error) {
    throw new Error(
      `The Auth emulator at ${host} does not answer (${error instanceof Error ? error.message : String(error)}): start the stack (npm run stack). ${CREDENTIALS_HELP}`,
      { cause: error },
    )
  }
  const body = (await res.json().catch(() => ({}))) as {
    idToken?: string
    localId?: string
    error?: { message?: string }
  }
  if (!res.ok || !body.idToken || !body.localId)
    throw new Error(
      `Signing in ${email} at the Auth emulator failed: ${res.status} ${body.error?.message ?? ''}`.trim(),
    )
  return { uid: body.localId, token: body.idToken }
}

export async function credentials(
  api: URL,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Pick<Target, 'user' | 'otherUid'>> {
  const token = env.CONTRACT_ID_TOKEN
  if (token) {
    const uid = env.CONTRACT_UID
    const otherUid = env.CONTRACT_OTHER_UID
    if (!uid || !otherUid)
      throw new Error(
        `CONTRACT_ID_TOKEN is set without CONTRACT_UID or CONTRACT_OTHER_UID. ${CREDENTIALS_HELP}`,
      )
    return { user: { uid, token, email: env.CONTRACT_EMAIL || emailClaim(token) || '' }, otherUid }
  }
  if (!isLocalApi(api)) throw new Error(`No test account for ${api.origin}. ${CREDENTIALS_HELP}`)
  const { uid, token: idToken } = await emulatorSignIn(LOCAL_ACCOUNTS.user.email, env)
  return {
    user: { uid, token: idToken, email: LOCAL_ACCOUNTS.user.email },
    otherUid: LOCAL_ACCOUNTS.other.uid,
  }
}
