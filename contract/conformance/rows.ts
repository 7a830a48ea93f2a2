/** The conformance suite's result: one row per check, as a backend engineer reads it. */
import type { ContractDocument } from './document'
import { describe, type Answer } from './http'

export interface Row {
  check: string
  expected: string
  got: string
  pass: boolean
  /** Not run: `got` says why. Counts as neither passed nor failed. */
  skipped?: boolean
}

export class Rows {
  readonly all: Row[] = []
  constructor(private readonly document: ContractDocument) {}

  add(row: Row): void {
    this.all.push(row)
  }

  /** A check not run, and why. */
  skip(check: string, reason: string): void {
    this.add({ check, expected: '(skipped)', got: reason, pass: true, skipped: true })
  }

  /**
   * The answer has one of `statuses` and the body the document gives that status for the call
   * (`path` as the document writes it, e.g. '/api/user/{userId}/billing'); `also` adds a rule
   * of this check (undefined when it holds, else what is wrong).
   */
  answer(
    check: string,
    answer: Answer,
    method: string,
    path: string,
    statuses: number[],
    also?: (answer: Answer) => string | undefined,
  ): void {
    const expected = `${statuses.join(' or ')}, body as documented`
    if (!statuses.includes(answer.status)) {
      this.add({ check, expected, got: describe(answer), pass: false })
      return
    }
    const mismatch =
      this.document.mismatch(method, path, answer.status, answer.body) ?? also?.(answer)
    this.add({
      check,
      expected,
      got: mismatch ? `${answer.status}: ${mismatch}` : describe(answer),
      pass: !mismatch,
    })
  }

  /** The answer's status is one of `statuses` (for calls the document does not describe, such as a path's other spellings). */
  status(
    check: string,
    answer: Answer,
    statuses: number[],
    expected: string = statuses.join(' or '),
  ): void {
    this.add({ check, expected, got: describe(answer), pass: statuses.includes(answer.status) })
  }
}

/** The table: check, expected, got, result; then 'N passed, N failed, N skipped'. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['check', 'expected', 'got', 'result']
  const cells = rows.map((r) => [
    r.check,
    r.expected,
    r.got,
    r.skipped ? 'skip' : r.pass ? 'pass' : 'FAIL',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]) => `| ${c.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  const failed = rows.filter((r) => !r.pass).length
  const skipped = rows.filter((r) => r.skipped).length
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
    '',
    `${rows.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`,
  ].join('\n')
}
