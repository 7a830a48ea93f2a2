import { CHECKOUT_ERROR_TITLE } from '../../../domain/error-messages'
import { showErrorToast } from '../../../components/ui/toast-store'

/** The destructive toast titled 'Checkout Error' (spec §8: other purchase errors). */
export const showCheckoutError = (message: string) => showErrorToast(CHECKOUT_ERROR_TITLE, message)
