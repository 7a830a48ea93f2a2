import { DEMO_PASSWORD, demoAccounts } from '../src/mocks/demo-accounts'

/** Creates the demo accounts in the Auth emulator with fixed uids (idempotent). */
export async function seedAuthEmulator(host: string, projectId: string): Promise<void> {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}`
  for (const account of demoAccounts) {
    const res = await fetch(`${base}/accounts`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        localId: account.uid,
        email: account.email,
        password: DEMO_PASSWORD,
        ...(account.displayName ? { displayName: account.displayName } : {}),
      }),
    })
    if (!res.ok) {
      const body = await res.text()
      if (!body.includes('DUPLICATE'))
        throw new Error(`seeding ${account.email} failed: ${res.status} ${body}`)
    }
  }
}
