/** What other areas use of sign-in: the shell's dialog actor and its lazy view, opening it, and the guard of signed-in pages. */
export { RequireSignIn } from './require-sign-in'
export { useOpenSignIn, useSignInDialog } from './sign-in-dialog-context'
export { selectMounted } from './sign-in-dialog.selectors'
export { loadSignInDialog } from './load-sign-in-dialog'
