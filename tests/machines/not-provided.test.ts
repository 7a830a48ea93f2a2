import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup } from 'xstate'
import { notProvided } from '../../machines/not-provided'

describe('notProvided', () => {
  it('fails an actor the app forgot to provide, naming it and where it ran', async () => {
    const errors: unknown[] = []
    const machine = setup({
      actors: { fetchThing: fromPromise<string>(notProvided('fetchThing')) },
    }).createMachine({
      id: 'probe',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchThing',
            onError: { target: 'failed', actions: ({ event }) => void errors.push(event.error) },
          },
        },
        failed: {},
      },
    })
    const actor = createActor(machine).start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('failed')
    expect(String(errors[0])).toContain(
      "actor 'fetchThing' (0.probe.loading) must be provided with machine.provide()",
    )
  })
})
