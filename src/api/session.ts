/**
 * The signed-in user's credentials for one API call, given by the caller (the app's auth actor
 * through `apiSession`), so that src/api never imports Firebase and holds no user of its own.
 */
export interface ApiSession {
  /**
   * The current ID token (null when signed out). A token the auth layer holds comes back at once:
   * a call that awaits nothing before ky sends it leaves before React renders the press that made
   * it (a render queued behind the await would run first). Before the identity provider has
   * answered it waits for the answer, so a signed-in call never leaves without its token.
   */
  idToken: () => string | null | Promise<string | null>
  /** The backend refused the token (401): the sign-in dialog opens, saying why. */
  expired: () => void
}
