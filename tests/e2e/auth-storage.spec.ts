import type { Page } from '@playwright/test'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { appReady, expect, signInWithDialog, test } from './fixtures'

// Firebase's IndexedDB persistence: the database and store it keeps a session in.
const FIREBASE_DB = 'firebaseLocalStorageDb'
const FIREBASE_STORE = 'firebaseLocalStorage'

/** The page's stored Firebase session: its localStorage key and value, if any. */
const storedSession = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('firebase:authUser:'))
    return key ? { key, value: localStorage.getItem(key)! } : null
  })

/** The keys Firebase's IndexedDB store holds. */
const indexedDbKeys = (page: Page) =>
  page.evaluate(
    ([name, store]) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name!)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store!)) return resolve([])
          const request = db.transaction(store!).objectStore(store!).getAllKeys()
          request.onsuccess = () => resolve(request.result.map(String))
          request.onerror = () => reject(request.error)
        }
      }),
    [FIREBASE_DB, FIREBASE_STORE],
  )

test.describe('the signed-in session in browser storage', () => {
  test('kept in localStorage: a signed-in page reads no IndexedDB while it sits open', async ({
    page,
  }) => {
    // Counts every IndexedDB transaction the page opens (Firebase polls its IndexedDB store).
    await page.addInitScript(() => {
      const counted = window as unknown as { idbTransactions: number }
      counted.idbTransactions = 0
      const transaction = IDBDatabase.prototype.transaction
      IDBDatabase.prototype.transaction = function (
        this: IDBDatabase,
        ...args: Parameters<IDBDatabase['transaction']>
      ) {
        counted.idbTransactions++
        return transaction.apply(this, args)
      }
    })
    await signInWithDialog(page, 'free')
    await appReady(page)
    expect(await storedSession(page)).not.toBeNull()

    const before = await page.evaluate(
      () => (window as unknown as { idbTransactions: number }).idbTransactions,
    )
    await page.waitForTimeout(3_000)
    const after = await page.evaluate(
      () => (window as unknown as { idbTransactions: number }).idbTransactions,
    )
    expect(after - before).toBe(0)
  })

  test('a session an earlier visit kept in IndexedDB opens signed in and moves to localStorage', async ({
    page,
  }) => {
    await signInWithDialog(page, 'free')
    const session = await storedSession(page)
    expect(session).not.toBeNull()
    // Move the session where the earlier persistence kept it, as a browser from before has it.
    await page.evaluate(
      ([name, store, { key, value }]) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(name as string)
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const tx = open.result.transaction(store as string, 'readwrite')
            tx.objectStore(store as string).put({ fbase_key: key, value: JSON.parse(value) })
            tx.oncomplete = () => {
              localStorage.removeItem(key)
              resolve()
            }
            tx.onerror = () => reject(tx.error)
          }
        }),
      [FIREBASE_DB, FIREBASE_STORE, session!] as const,
    )
    expect(await indexedDbKeys(page)).toEqual([session!.key])

    await page.goto('/dashboard')
    await expect(
      page.getByRole('banner').getByRole('button', { name: demoAccount('free').email }),
    ).toBeVisible()
    expect((await storedSession(page))?.key).toBe(session!.key)
    expect(await indexedDbKeys(page)).toEqual([])
  })
})
