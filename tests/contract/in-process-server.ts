import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startContractServer, type ContractServer } from '../../contract/server'
import { server as mswServer } from '../support/setup'

/**
 * The real contract server in-process on a free port, in test mode, back to its seed before each
 * test. The unit tests' MSW interception is closed first: it would swallow these real requests.
 */
export function inProcessContractServer() {
  let contract: ContractServer | undefined
  const running = () => {
    if (!contract) throw new Error('the contract server starts in beforeAll')
    return contract
  }
  const call = (path: string, init: RequestInit = {}) => fetch(`${running().url}${path}`, init)
  beforeAll(async () => {
    mswServer.close()
    contract = await startContractServer({ port: 0, testMode: true })
  })
  afterAll(() => contract?.close())
  beforeEach(async () => {
    await call('/__control/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
  })
  return { call, running }
}
