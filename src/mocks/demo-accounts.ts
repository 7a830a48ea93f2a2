/**
 * The demo accounts of the local stack. Each exists in the Auth emulator with this uid and in
 * the contract server's scenario store (except newcomer@, who has no user-database record).
 */
export const DEMO_PASSWORD = 'superbullet-demo'

export const demoAccounts = [
  {
    key: 'free',
    uid: 'demo-free-0001',
    email: 'free@demo.superbullet.ai',
    displayName: 'Free Demo',
  },
  { key: 'pro', uid: 'demo-pro-0002', email: 'pro@demo.superbullet.ai', displayName: 'Pro Demo' },
  {
    key: 'cancelled',
    uid: 'demo-cancelled-0003',
    email: 'cancelled@demo.superbullet.ai',
    displayName: 'Cancelled Demo',
  },
  {
    key: 'expired',
    uid: 'demo-expired-0004',
    email: 'expired@demo.superbullet.ai',
    displayName: 'Expired Demo',
  },
  {
    key: 'cancelling',
    uid: 'demo-cancelling-0005',
    email: 'cancelling@demo.superbullet.ai',
    displayName: 'Cancelling Demo',
  },
  {
    key: 'paused',
    uid: 'demo-paused-0006',
    email: 'paused@demo.superbullet.ai',
    displayName: 'Paused Demo',
  },
  {
    key: 'newcomer',
    uid: 'demo-newcomer-0007',
    email: 'newcomer@demo.superbullet.ai',
    displayName: null,
  },
] as const

export type DemoAccountKey = (typeof demoAccounts)[number]['key']

export const demoAccount = (key: DemoAccountKey) => demoAccounts.find((a) => a.key === key)!
