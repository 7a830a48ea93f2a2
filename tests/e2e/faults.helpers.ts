/** The fault suite's fault kinds, injection, checks of what the visitor is told, and summary. */
import type { Page } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { SESSION_EXPIRED, UNABLE_TO_OPEN_CHECKOUT } from '../../src/domain/error-messages'
import { control, expect } from './fixtures'

type Fault = Parameters<typeof control.fault>[0]
type FaultKind = { name: string; fault: Omit<Fault, 'method' | 'path'> }

export const FAULT_KINDS: FaultKind[] = [
  { name: '500', fault: { kind: 'status', status: 500 } },
  // A 401 shows the session-expired sign-in dialog in place of the call's own message.
  { name: '401 (session expired)', fault: { kind: 'status', status: 401 } },
  // One drop: in test mode the contract server keeps no connection alive, so the browser cannot re-send it unseen.
  { name: 'network drop', fault: { kind: 'network' } },
  // The stack's client times out after 4 s (VITE_API_TIMEOUT_MS).
  { name: 'timeout', fault: { kind: 'delay', delayMs: 5500 } },
  { name: 'malformed JSON', fault: { kind: 'malformed' } },
  // JSON of the wrong types for every call's schema.
  {
    name: 'wrong shape',
    fault: {
      kind: 'status',
      status: 200,
      body: {
        subscriptionId: 42,
        isCancelled: 'no',
        invoices: 'none',
        success: 'maybe',
        totalMonthlySpent: 'lots',
        provider: 7,
      },
    },
  },
]

/** Counted over both files of the suite (faults.spec.ts, faults.hostile.spec.ts), which one worker
 *  runs one after the other: each writes the summary when it ends, the last one the whole suite's. */
export const summary = { inputs: 0, faults: 0, crashes: 0, duplicateRequests: 0 }

export async function inject(method: string, path: string, kind: FaultKind) {
  await control.fault({ method, path, count: 1, ...kind.fault })
  summary.faults++
}

export const region = (page: Page, name: string) => page.getByRole('region', { name })
export const errorToast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text)

/**
 * What the visitor is told. A 401 on a signed-in call means the session ended: the
 * sign-in dialog opens with 'Your session has expired. Please sign in again.' in place of the
 * call's own message; closing it leaves the page usable. Every other fault shows its message.
 */
export async function failureShown(page: Page, kind: FaultKind, message: () => Promise<void>) {
  if (kind.fault.kind !== 'status' || kind.fault.status !== 401) return message()
  const signInDialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signInDialog).toContainText(SESSION_EXPIRED, { timeout: 15_000 })
  await signInDialog.getByRole('button', { name: 'Close' }).click()
  await expect(signInDialog).toBeHidden()
}

/** After the failure showed: no error boundary, the shell still there, no fault left over. */
export async function expectNoCrash(page: Page) {
  const crashed = await page.getByText('Something went wrong').count()
  if (crashed) summary.crashes++
  expect(crashed, 'no error boundary').toBe(0)
  await expect(page.locator('header').first()).toBeVisible()
  await control.clearFaults()
}

export async function checkoutErrorShown(page: Page, kind: FaultKind) {
  const toast = page.getByRole('region', { name: 'Notifications (F8)' })
  await expect(toast.getByText('Checkout Error')).toBeVisible({ timeout: 15_000 })
  if (kind.fault.kind !== 'status' || kind.fault.status === 200)
    await expect(toast).toContainText(UNABLE_TO_OPEN_CHECKOUT)
  else await expect(toast).toContainText(`Backend error: ${kind.fault.status}`)
}

export async function openBilling(page: Page) {
  await page.getByRole('tab', { name: 'Billing & Invoices' }).click()
  await expect(page).toHaveURL(/\/dashboard\/billing$/)
}

/** Prints the summary and writes it to reports/faults.md. */
export function reportSummary() {
  const lines = [
    '# Fault suite summary',
    '',
    `| inputs tried | faults injected | crashes | duplicate requests |`,
    `|---|---|---|---|`,
    `| ${summary.inputs} | ${summary.faults} | ${summary.crashes} | ${summary.duplicateRequests} |`,
  ]
  console.log(
    `\n[fault suite] inputs tried: ${summary.inputs}, faults injected: ${summary.faults}, crashes: ${summary.crashes}, duplicate requests: ${summary.duplicateRequests}`,
  )
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/faults.md', lines.join('\n') + '\n')
}
