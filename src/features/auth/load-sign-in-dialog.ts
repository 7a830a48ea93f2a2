/** The sign-in dialog's view, a chunk of its own: the shell loads it when the dialog first opens. */
export const loadSignInDialog = () => import('./sign-in-dialog')
