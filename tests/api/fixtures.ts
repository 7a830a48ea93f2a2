import type { PurchaseRequest } from '../../src/api/schemas'
import { env } from '../../src/config'

/** The API base URL the client uses in tests (the config default unless the env says otherwise). */
export const BASE = env.VITE_API_BASE_URL.replace(/\/+$/, '')

/** free@ buying Pro. */
export const proRequest: PurchaseRequest = {
  package: { name: 'Pro', price: 20, variant_id: 101, type: 'subscription' },
  userData: { userId: 'demo-free-0001', email: 'free@demo.superbullet.ai', name: 'Free Demo' },
  complete_url: 'http://localhost:3000/checkout-success',
  cancel_url: 'http://localhost:3000/checkout-cancelled',
}
