/** Firebase error codes turned into text a person can act on. */
const messages: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/user-disabled': 'This account has been disabled. Contact support for help.',
  'auth/too-many-requests': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'auth/popup-blocked':
    'Your browser blocked the sign-in popup. Allow popups for this site and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this email. Sign in with email and password instead.',
}

/** Codes that mean the user closed or replaced the popup themselves. */
const quietCancelCodes = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
])

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

export const isQuietCancel = (error: unknown) => quietCancelCodes.has(codeOf(error) ?? '')

export function authErrorMessage(error: unknown): string {
  const code = codeOf(error)
  if (code && messages[code]) return messages[code]
  const raw = error instanceof Error ? error.message : String(error)
  // Firebase formats messages as "Firebase: Some text (auth/code)."; keep the text.
  const text = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[^)]*\)\.?$/, '')
    .trim()
  return text || 'Sign-in failed. Please try again.'
}

export class AuthError extends Error {
  override name = 'AuthError'
}
