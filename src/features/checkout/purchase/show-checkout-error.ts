import { CHECKOUT_ERROR_TITLE } from '../../../api/errors'
import { showErrorToast } from '../../../components/ui/toast-store'

/** The destructive toast titled 'Checkout Error' (spec §8: other purchase errors). */
export const showCheckoutError = (message: string) => showErrorToast(CHECKOUT_ERROR_TITLE, message)
