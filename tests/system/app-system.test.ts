import { describe, expect, it } from 'vitest'
import {
  AUTH,
  CHECKOUT_HOST,
  EMBEDDED_CHECKOUT,
  PURCHASE_LIFECYCLE,
  SIGN_IN_DIALOG,
} from '../../machines/app.machine'
import { systemActor } from '../../src/system/app-system'
import { deferred } from '../support/deferred'
import { startTestApp, testUser } from '../support/render-app'

const CHILDREN = [
  AUTH,
  SIGN_IN_DIALOG,
  PURCHASE_LIFECYCLE,
  EMBEDDED_CHECKOUT,
  CHECKOUT_HOST,
] as const

describe('the app as one actor system', () => {
  it('starts one root whose children are each found by their systemId, in the root’s system', () => {
    const { app } = startTestApp({ user: null }, () => {})
    for (const id of CHILDREN) {
      const child = systemActor(app, id)
      expect(child.system, id).toBe(app.system)
      expect(app.getSnapshot().children[id], id).toBe(child)
    }
    expect(() => systemActor(app, 'nobody' as never)).toThrow("The app's system has no 'nobody'")
  })

  it('tells every child that follows the user who signed in, once the identity provider answers', async () => {
    const answered = deferred()
    const { app } = startTestApp({ user: testUser, reportWhen: answered.promise }, () => {})
    const lifecycle = systemActor(app, PURCHASE_LIFECYCLE)
    expect(lifecycle.getSnapshot().context.userId).toBeNull()
    answered.resolve()
    await answered.promise
    expect(lifecycle.getSnapshot().context.userId).toBe(testUser.uid)
  })

  it('the sign-in dialog closes itself when a user signs in some other way (another tab)', () => {
    const { app, auth } = startTestApp({ user: null }, () => {})
    const dialog = systemActor(app, SIGN_IN_DIALOG)
    dialog.send({ type: 'dialog.open' })
    dialog.send({ type: 'email.change', value: 'someone@example.com' })
    expect(dialog.getSnapshot().hasTag('open')).toBe(true)
    // Firebase's onAuthStateChanged reports the user the other tab signed in.
    auth.send({ type: 'auth.changed', user: testUser })
    expect(dialog.getSnapshot().value).toBe('closed')
    expect(dialog.getSnapshot().context.email).toBe('')
  })

  it('a sign-in made in the dialog ends in the dialog, not closed under it by the announcement', async () => {
    const goneTo: string[] = []
    const { app } = startTestApp({ user: null }, (to) => goneTo.push(to))
    const dialog = systemActor(app, SIGN_IN_DIALOG)
    dialog.send({ type: 'dialog.open' })
    dialog.send({ type: 'email.change', value: testUser.email! })
    dialog.send({ type: 'password.change', value: 'superbullet-demo' })
    dialog.send({ type: 'email.submit' })
    await expect.poll(() => dialog.getSnapshot().value).toBe('closed')
    expect(goneTo).toEqual(['/dashboard'])
  })

  it('an API call made before the identity provider answers waits for it: its token, never none', async () => {
    const { apiSession } = await import('../../src/auth/api-session')
    const answered = deferred()
    const { app } = startTestApp({ user: null, reportWhen: answered.promise }, () => {})
    let token: string | null | undefined
    const known = apiSession(app).idToken()
    expect(known).toBeInstanceOf(Promise)
    void Promise.resolve(known).then((t) => (token = t))
    await Promise.resolve()
    expect(token).toBeUndefined()
    answered.resolve()
    await expect(known).resolves.toBeNull()
  })
})
