import { appMachine } from '../../machines/app.machine'
import { authLogic } from '../auth/auth.actors'
import { signInDialogLogic, type SignInNavigate } from '../features/auth/sign-in-dialog.actors'
import { lifecycleLogic } from '../features/checkout/lifecycle/purchase-lifecycle'
import { embeddedCheckoutLogic } from '../features/checkout/widget/embedded-checkout.logic'

/** The app's root with every child's real actors; `navigate` is the router's. */
export const appLogic = ({ navigate }: { navigate: SignInNavigate }) =>
  appMachine.provide({
    actors: {
      auth: authLogic,
      signInDialog: signInDialogLogic(navigate),
      purchaseLifecycle: lifecycleLogic,
      embeddedCheckout: embeddedCheckoutLogic,
    },
  })
