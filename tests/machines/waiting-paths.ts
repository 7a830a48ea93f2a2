/**
 * The purchase pages as they start, pressed before the identity provider has answered, for the
 * rendered-view path suites: a model whose answer comes only while a press waits (so every path
 * goes through waitingForBuyer), and its paths cut just after the replayed press (the paths of
 * the known buyer play the rest).
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { EventSamples, MachinePath, PathModel } from '../support/model'

type Samples = Record<string, EventSamples<AnyMachineSnapshot>>

const samplesOf = (
  samples: Samples,
  type: string,
  s: AnyMachineSnapshot,
): readonly AnyEventObject[] => {
  const given = samples[type]
  return given === undefined ? [{ type }] : typeof given === 'function' ? given(s) : given
}

/** `events` with the auth answers held until a press waits, and Contact Sales only once the buyer is known. */
export function answerWhileWaiting(events: Samples): Samples {
  const onlyWhen =
    (type: string, when: (s: AnyMachineSnapshot) => boolean) => (s: AnyMachineSnapshot) =>
      when(s) ? samplesOf(events, type, s) : []
  const known = (s: AnyMachineSnapshot) =>
    Boolean((s.context as { buyerKnown: boolean }).buyerKnown)
  return {
    ...events,
    'auth.changed': onlyWhen('auth.changed', (s) => known(s) || s.matches('waitingForBuyer')),
    'contactSales.open': onlyWhen('contactSales.open', known),
  }
}

/** The model's shortest and edge paths cut to a press, the answer and one step more, once each (none a prefix of another). */
export function waitingPaths<TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
  edges: { selfLoops?: boolean } = {},
): MachinePath<TMachine>[] {
  const keyOf = (p: MachinePath<TMachine>) => p.steps.map((s) => JSON.stringify(s.event)).join('\n')
  const cut = [...model.shortestPaths, ...model.edgePaths(edges)].map((p) => ({
    ...p,
    steps: p.steps.slice(0, 4),
  }))
  const keys = cut.map(keyOf)
  return cut.filter(
    (_, i) =>
      keys.indexOf(keys[i]!) === i && !keys.some((other) => other.startsWith(`${keys[i]}\n`)),
  )
}
