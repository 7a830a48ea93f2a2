/** Who the conformance suite calls as: a test account from the environment, or the demo accounts on localhost only. */
import { describe, expect, it } from 'vitest'
import { credentials } from '../../contract/conformance/credentials'
import { forgedToken } from '../../contract/conformance/suite'
import { emulatorIdToken } from './id-token'

const staging = new URL('https://staging.example.test')

describe('conformance credentials', () => {
  it('takes a test account from the environment, its e-mail from the token when not given', async () => {
    const token = `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from('{"email":"qa@example.test"}').toString('base64url')}.sig`
    expect(
      await credentials(staging, {
        CONTRACT_ID_TOKEN: token,
        CONTRACT_UID: 'qa-1',
        CONTRACT_OTHER_UID: 'qa-2',
      }),
    ).toEqual({
      user: { uid: 'qa-1', token, email: 'qa@example.test' },
      otherUid: 'qa-2',
    })
  })

  it('says what to set when a backend is not on localhost, or a variable is missing', async () => {
    await expect(credentials(staging, {})).rejects.toThrow(
      /^No test account for https:\/\/staging\.example\.test\. For a backend that is not on localhost set CONTRACT_ID_TOKEN/,
    )
    await expect(
      credentials(staging, { CONTRACT_ID_TOKEN: 'x', CONTRACT_UID: 'qa-1' }),
    ).rejects.toThrow(/without CONTRACT_UID or CONTRACT_OTHER_UID/)
  })

  it('forges a token by keeping its claims under a made-up RS256 signature', () => {
    const token = emulatorIdToken('demo-pro-0002')
    const [header, payload, signature] = forgedToken(token).split('.')
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'RS256' })
    expect(payload).toBe(token.split('.')[1])
    expect(signature).not.toBe('')
  })
})
