/** The requests the contract backend received since the last reset (tests count them). */
import { pathMatches } from './path-matches'
import type { RequestRecord } from './scenario-records'

export class RequestLog {
  private log: RequestRecord[] = []

  record(record: RequestRecord): void {
    this.log.push(record)
  }

  clear(): void {
    this.log = []
  }

  get size(): number {
    return this.log.length
  }

  /** Requests received, optionally only those whose path matches `path` (a path or a pattern) and method. */
  filter(filter: { path?: string; method?: string } = {}): RequestRecord[] {
    const m = filter.method?.toUpperCase()
    return this.log.filter(
      (r) =>
        (!m || r.method === m) &&
        (!filter.path || pathMatches(filter.path, r.path) || r.route === filter.path),
    )
  }
}
