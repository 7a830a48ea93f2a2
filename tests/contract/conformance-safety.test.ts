/**
 * The conformance suite is safe to point at a real backend: it sends its token over https only
 * (plain http on localhost), changes nothing without `allowWrites`, and says first what its
 * writes change. The tokens it must see refused are made from the account's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unsafeApi } from '../../contract/conformance/credentials'
import { LOCAL_ACCOUNTS, runConformance, WRITES_SKIPPED } from '../../contract/conformance/suite'
import { badTokens, isUnsigned, OTHER_PROJECT } from '../../contract/conformance/tokens'
import { startContractServer, type ContractServer } from '../../contract/server'
import { server as mswServer } from '../support/setup'
import { emulatorIdToken } from './id-token'

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
/** A token as Google signs one: RS256 header, the claims, a signature. */
const signedLike = (token: string) =>
  `${Buffer.from('{"alg":"RS256","kid":"k1"}').toString('base64url')}.${token.split('.')[1]}.c2ln`

describe('where the suite sends its token', () => {
  it('refuses plain http off localhost, and anything but http(s)', () => {
    expect(unsafeApi(new URL('http://api.example.test'))).toMatch(
      /^refusing http:\/\/api\.example\.test: the suite sends a real ID token/,
    )
    expect(unsafeApi(new URL('ftp://localhost'))).toBeDefined()
    expect(unsafeApi(new URL('https://api.example.test'))).toBeUndefined()
    expect(unsafeApi(new URL('http://localhost:8787'))).toBeUndefined()
    expect(unsafeApi(new URL('http://127.0.0.1:8787'))).toBeUndefined()
  })
})

describe('the tokens a backend must refuse', () => {
  const uid = LOCAL_ACCOUNTS.user.uid
  const now = Date.UTC(2026, 10, 28)

  it('for a signed account token: an unsigned one with its claims, fresh, and one claim wrong each', () => {
    const tokens = badTokens(signedLike(emulatorIdToken(uid)), undefined, now)
    const unsigned = tokens.find((t) => t.name === 'an unsigned token with the right claims')!
    expect(isUnsigned(unsigned.token!)).toBe(true)
    expect(unsigned.token!.endsWith('.')).toBe(true)
    const right = claims(unsigned.token!)
    expect(right).toMatchObject({ sub: uid, aud: 'demo-superbullet' })
    expect(right.exp).toBeGreaterThan(now / 1000)
    const of = (name: string) => claims(tokens.find((t) => t.name === name)!.token!)
    expect(of('a token for another audience (project)')).toMatchObject({
      sub: uid,
      aud: OTHER_PROJECT,
    })
    expect(of('a token from another issuer').iss).toBe(
      `https://securetoken.google.com/${OTHER_PROJECT}`,
    )
    expect(of('an expired token').exp).toBeLessThan(now / 1000)
  })

  it('skips, with the reason, what a demo- project or a missing setting cannot give', () => {
    const tokens = badTokens(emulatorIdToken(uid), undefined, now)
    expect(tokens.filter((t) => t.skipped).map((t) => [t.name, t.skipped])).toEqual([
      ['an unsigned token with the right claims', expect.stringContaining('demo- project')],
      [
        'a signed token of another project',
        expect.stringContaining('CONTRACT_OTHER_PROJECT_TOKEN'),
      ],
    ])
    expect(badTokens(emulatorIdToken(uid), 'given.token.sig', now).at(-1)).toEqual({
      name: 'a signed token of another project',
      token: 'given.token.sig',
    })
  })
})

describe('writes', () => {
  let contract: ContractServer
  beforeAll(async () => {
    mswServer.close()
    contract = await startContractServer({ port: 0 })
  })
  afterAll(() => contract.close())
  const target = (allowWrites: boolean, log: (line: string) => void) => ({
    api: contract.url,
    origin: 'http://localhost:4173',
    user: {
      uid: LOCAL_ACCOUNTS.user.uid,
      email: LOCAL_ACCOUNTS.user.email,
      token: emulatorIdToken(LOCAL_ACCOUNTS.user.uid),
    },
    otherUid: LOCAL_ACCOUNTS.other.uid,
    allowWrites,
    log,
  })

  it('without allowWrites: no POST with the account token reaches the backend, and the rows say why', async () => {
    const lines: string[] = []
    const before = contract.store.requests({ method: 'POST' }).length
    const rows = await runConformance(target(false, (l) => lines.push(l)))
    const posts = contract.store.requests({ method: 'POST' }).slice(before)
    // (A call the backend refuses for want of a token is not recorded: none got that far.)
    expect(posts).toEqual([])
    expect(lines).toEqual([])
    expect(rows.filter((r) => !r.pass)).toEqual([])
    expect(rows.filter((r) => r.skipped && r.got === WRITES_SKIPPED).map((r) => r.check)).toEqual([
      'POST cancel and reactivate subscription',
      "POST cancel of a subscription that is not the user's",
      'POST purchase (every purchase check)',
      '401 with each refused token: the POST calls',
      "403 for another user's uid: POST cancel subscription (body firebaseUserId)",
      "403 for another user's uid: POST reactivate subscription (body firebaseUserId)",
    ])
  })

  it('with allowWrites: it says what it will change before the first write', async () => {
    const lines: string[] = []
    const before = contract.store.requests({ method: 'POST' }).length
    let postsWhenAnnounced = -1
    await runConformance(
      target(true, (l) => {
        if (postsWhenAnnounced < 0)
          postsWhenAnnounced = contract.store.requests({ method: 'POST' }).length - before
        lines.push(l)
      }),
    )
    expect(postsWhenAnnounced).toBe(0)
    expect(lines[0]).toMatch(/^--allow-writes: this run changes the account demo-pro-0002 /)
    expect(lines[1]).toMatch(/cancels its subscription \S+, then reactivates it at once/)
    expect(contract.store.requests({ method: 'POST' }).length).toBeGreaterThan(before)
  })
})
