import type { PurchaseRequest } from '../../src/api/schemas'
import { env } from '../../src/config'

/** The API base URL the client uses in tests (the config default unless the env says otherwise). */
export const BASE = env.VITE_API_BASE_URL.replace(/\/+$/, '')

/** Pro and the $40 top-up as the catalogue sells them (src/content): the contract handlers refuse any other price. */
export const PRO_PACKAGE = {
  name: 'Pro',
  price: 20,
  variant_id: 1_024_501,
  type: 'subscription',
} as const
export const TOP_UP_40_PACKAGE = {
  name: '20M Token Top-up',
  price: 40,
  variant_id: 712_002,
  type: 'token_topup',
} as const

/** free@ buying Pro. */
export const proRequest: PurchaseRequest = {
  package: { ...PRO_PACKAGE },
  userData: { userId: 'demo-free-0001', email: 'free@demo.superbullet.ai', name: 'Free Demo' },
  complete_url: 'http://localhost:3000/checkout-success',
  cancel_url: 'http://localhost:3000/checkout-cancelled',
}
