import type { PurchaseRequest } from '../api/schemas'

/** The signed-in buyer, as the auth machine reports it. */
export interface Buyer {
  uid: string
  email: string | null
  displayName: string | null
}

/** Where the checkout returns to (spec §7). */
export interface ReturnUrls {
  complete_url: string
  cancel_url: string
}

/** The 'Account Required' dialog's text (the backend does not know the buyer). */
export interface AccountRequiredInfo {
  message: string
  details: string
}

/** The body of POST /api/purchase (spec §3), for a plan or a top-up: the buyer's name is the
 *  display name, or the e-mail when there is none. Pure, so machines can build it. */
export function purchaseRequest(
  pkg: PurchaseRequest['package'],
  buyer: Buyer,
  urls: ReturnUrls,
): PurchaseRequest {
  const email = buyer.email ?? ''
  return {
    package: { name: pkg.name, price: pkg.price, variant_id: pkg.variant_id, type: pkg.type },
    userData: { userId: buyer.uid, email, name: buyer.displayName || email },
    complete_url: urls.complete_url,
    cancel_url: urls.cancel_url,
  }
}
