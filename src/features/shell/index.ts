/** The app's frame and the pages it owns, and the head and facts every route declares, as the routes use them. */
export { AppShell } from './app-shell'
export { NotFoundPage } from './not-found-page'
export { CHECKOUT_ORIGIN, pageHead } from './page-head'
export { RootErrorScreen } from './root-error-screen'
export { redirectRoute } from './route-facts'
export { SuccessfulLoginPage } from './successful-login-page'
