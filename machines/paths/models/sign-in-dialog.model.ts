/** The sign-in dialog model: what its path suite (sign-in-dialog.paths.test.ts) and the storyboards traverse. */
export const email = 'pro@demo.superbullet.ai'
export const password = 'superbullet-demo'

export const modelOptions = {
  // One value per field: emptying a field again multiplies the simple paths (1,731 with an
  // empty e-mail sample too) without a new behaviour; the unit tests cover emptied and
  // blank fields. The initial context has both fields empty, so every combination is reached.
  events: {
    'email.change': [{ type: 'email.change', value: `  ${email} ` }],
    'password.change': [{ type: 'password.change', value: password }],
  },
  // 382 simple paths exist; keep them all.
  maxSimplePaths: 400,
  outputs: {
    loginWithPassword: [true],
    // false: the user closed the Google popup.
    loginWithGoogle: [true, false],
  },
  errors: {
    loginWithPassword: [new Error('Incorrect email or password.')],
    loginWithGoogle: [
      new Error(
        'Your browser blocked the sign-in popup. Allow popups for this site and try again.',
      ),
    ],
  },
}
