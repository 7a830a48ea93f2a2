import { fromCallback, type EventObject } from 'xstate'
import type { AuthActor, AuthSnapshot } from '../../../auth/auth-service'
import { selectIsLoading, selectUser } from '../../../auth/auth.selectors'
import type { BuyerEvent } from '../../../../machines/purchase-setup'

/** The auth actor's answer as a purchase machine's event, or null while it has not answered. */
function buyerEvent(s: AuthSnapshot): BuyerEvent | null {
  if (selectIsLoading(s)) return null
  const user = selectUser(s)
  return {
    type: 'auth.changed',
    user: user && { uid: user.uid, email: user.email, displayName: user.displayName },
  }
}

/**
 * The purchase machines' `watchBuyer` actor: tells the machine the signed-in user once the
 * identity provider has answered, then each change of user (the machine decides what it ends).
 */
export const watchBuyer = (auth: AuthActor) =>
  fromCallback<EventObject>(({ sendBack }) => {
    let last: string | null = null
    const report = (s: AuthSnapshot) => {
      const event = buyerEvent(s)
      const key = event && JSON.stringify(event)
      if (!event || key === last) return
      last = key
      sendBack(event)
    }
    report(auth.getSnapshot())
    const subscription = auth.subscribe(report)
    return () => subscription.unsubscribe()
  })
