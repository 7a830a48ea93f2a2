/**
 * The backend's price catalogue: what each `variant_id` sells (name, price, type), built from the
 * site's own plans and top-ups. The backend, not the browser, sets a purchase's price: a request
 * whose package disagrees with its variant's entry is refused and creates no checkout.
 */
import type { PackageType, PurchaseRequest } from '../api/schemas'
import { plans } from '../content/plans'
import { TOP_UP_PACKAGES } from '../content/top-ups'

export interface CatalogueEntry {
  name: string
  price: number
  variant_id: number
  type: PackageType
}

export type PriceCatalogue = ReadonlyMap<number, CatalogueEntry>

/** Every package that can be bought (variant_id 0 means the provider has no product for it yet). */
export function siteCatalogue(): PriceCatalogue {
  const entries: CatalogueEntry[] = [
    ...plans
      .filter((p) => p.price !== null)
      .map((p) => ({ name: p.name, price: p.price!, variant_id: p.variant_id, type: p.type })),
    ...TOP_UP_PACKAGES.map((p) => ({
      name: p.name,
      price: p.price,
      variant_id: p.variant_id,
      type: p.type,
    })),
  ]
  return new Map(entries.filter((e) => e.variant_id !== 0).map((e) => [e.variant_id, e]))
}

const describeEntry = (e: CatalogueEntry) => `${e.name} (${e.type}) at $${e.price.toFixed(2)}`

export const notInCatalogue = (variantId: number) =>
  `Package not in the catalogue: variant_id ${variantId}`
export const catalogueMismatch = (e: CatalogueEntry) =>
  `Package does not match the catalogue: variant_id ${e.variant_id} is ${describeEntry(e)}`

/** The catalogue's entry for the request's package, or the 422 message that refuses it. */
export function priceFor(
  pkg: PurchaseRequest['package'],
  catalogue: PriceCatalogue,
): { entry: CatalogueEntry } | { error: string } {
  const entry = catalogue.get(pkg.variant_id)
  if (!entry) return { error: notInCatalogue(pkg.variant_id) }
  if (entry.name !== pkg.name || entry.price !== pkg.price || entry.type !== pkg.type)
    return { error: catalogueMismatch(entry) }
  return { entry }
}
