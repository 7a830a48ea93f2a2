import { useEffect, useState } from 'react'
import { whenPageSettled } from './page-settled'

/** False until the page has settled (`whenPageSettled`): for parts that must exist soon but not
 *  in the first paint (the toaster). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => whenPageSettled(() => setSettled(true)), [])
  return settled
}
