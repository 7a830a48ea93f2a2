/** What the conformance suite runs against: a backend, the site's origin and the test account. */
export interface Target {
  /** The backend's base URL, e.g. http://localhost:8787. */
  api: string
  /** The site's origin, which the backend's CORS answers must allow. */
  origin: string
  /** The test account: its uid, e-mail and a valid Firebase ID token. */
  user: { uid: string; email: string; token: string }
  /** Another account's uid: calls naming it with the test account's token must answer 403. */
  otherUid: string
  /** Run the calls that change the account (cancel, reactivate, purchases); skipped otherwise. */
  allowWrites?: boolean
  /** An ID token of the same uid signed by Google for another Firebase project (CONTRACT_OTHER_PROJECT_TOKEN). */
  otherProjectToken?: string
  /** Where the suite says what its writes will change, before the first one (default: console.log). */
  log?: (line: string) => void
}
