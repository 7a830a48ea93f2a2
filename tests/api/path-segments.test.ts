/**
 * An id that is not a plain id (`^[A-Za-z0-9_-]{1,128}$`) never reaches a path: every call that
 * puts an id into its path refuses it before any request is made, with that call's catalogue
 * text ('... : invalid id'), so `..` cannot turn `/api/subscription/{id}/cancel` into another call.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getBillingInfo, getMonthlySpend } from '../../src/api/billing'
import { fillPath } from '../../src/api/client'
import { ApiError } from '../../src/api/errors'
import { getInvoiceDownloadUrl, getInvoices } from '../../src/api/invoices'
import { cancelSubscription, reactivateSubscription } from '../../src/api/subscription'
import { server } from '../support/setup'

const HOSTILE_IDS = [
  '..',
  '.',
  '',
  'a/b',
  '../cancel',
  '%2e%2e',
  'a%2Fb',
  'a?b=1',
  'a#b',
  'a b',
  'é',
  'x'.repeat(129),
  'sub_1\n',
]

const calls: [string, (id: string) => Promise<unknown>, string][] = [
  ['getBillingInfo', (id) => getBillingInfo(id), 'Failed to get billing info: invalid id'],
  ['getMonthlySpend', (id) => getMonthlySpend(id), 'Failed to get monthly spend: invalid id'],
  ['getInvoices', (id) => getInvoices(id), 'Failed to get invoices: invalid id'],
  [
    'getInvoiceDownloadUrl',
    (id) => getInvoiceDownloadUrl(id, 'demo-pro-0002'),
    'Failed to get download URL: invalid id',
  ],
  [
    'cancelSubscription',
    (id) => cancelSubscription(id, 'demo-pro-0002'),
    'Failed to cancel subscription: invalid id',
  ],
  [
    'reactivateSubscription',
    (id) => reactivateSubscription(id, 'demo-pro-0002'),
    'Failed to reactivate subscription: invalid id',
  ],
]

let sent: string[] = []
beforeEach(() => {
  sent = []
  server.events.on('request:start', ({ request }) => void sent.push(request.url))
})
afterEach(() => server.events.removeAllListeners('request:start'))

describe.each(calls)('%s', (_, call, text) => {
  it.each(HOSTILE_IDS.map((id) => [JSON.stringify(id), id]))(
    'refuses %s before any request, with the catalogue text',
    async (_label, id) => {
      const error = await call(id!).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ message: text, kind: 'invalid' })
      expect(sent).toEqual([])
    },
  )

  it('sends a plain id', async () => {
    await call('demo-pro-0002').catch(() => undefined)
    expect(sent).toHaveLength(1)
  })
})

describe('fillPath', () => {
  it('fills every placeholder with its plain id', () => {
    expect(fillPath('/api/user/{userId}/invoices', { userId: 'demo-pro-0002' })).toEqual({
      path: '/api/user/demo-pro-0002/invoices',
    })
    expect(fillPath('/health')).toEqual({ path: '/health' })
    expect(fillPath('/api/user/{userId}/billing', { userId: 'x'.repeat(128) })).toEqual({
      path: `/api/user/${'x'.repeat(128)}/billing`,
    })
  })

  it('names the first value that is not a plain id', () => {
    expect(fillPath('/api/subscription/{subscriptionId}/cancel', { subscriptionId: '..' })).toEqual(
      { invalid: 'subscriptionId' },
    )
  })
})
