/** The app's frame and the pages it owns, as the routes mount them. */
export { AppShell } from './app-shell'
export { NotFoundPage } from './not-found-page'
export { RootErrorScreen } from './root-error-screen'
export { SuccessfulLoginPage } from './successful-login-page'
