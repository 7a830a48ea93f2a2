/** The injected faults of the scenario store: each fails the next `count` matching calls. */
import { pathMatches } from './path-matches'
import type { Fault, FaultSpec } from './scenario-records'

export class FaultList {
  private faults: Fault[] = []
  private counter = 0

  add(spec: FaultSpec): Fault {
    this.counter += 1
    const fault: Fault = {
      id: this.counter,
      method: (spec.method ?? '*').toUpperCase(),
      path: spec.path,
      kind: spec.kind,
      remaining: Math.max(1, Math.floor(spec.count ?? 1)),
      ...(spec.status !== undefined ? { status: spec.status } : {}),
      ...(spec.body !== undefined ? { body: spec.body } : {}),
      ...(spec.delayMs !== undefined ? { delayMs: spec.delayMs } : {}),
    }
    this.faults.push(fault)
    return fault
  }

  /** The first pending fault for this call, counted down (and dropped when used up). */
  take(method: string, path: string): Fault | undefined {
    const m = method.toUpperCase()
    const fault = this.faults.find(
      (f) => (f.method === '*' || f.method === m) && pathMatches(f.path, path),
    )
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault)
    return { ...fault }
  }

  clear(): void {
    this.faults = []
  }

  pending(): Fault[] {
    return this.faults.map((f) => ({ ...f }))
  }
}
