/**
 * The body of an actor a machine declares but does not implement: the app provides the real one
 * with `machine.provide({ actors })`, tests provide fakes. Running it unprovided is a bug.
 */
export const notProvided =
  (name: string) =>
  ({ self }: { self: { id: string } }): never => {
    throw new Error(`actor '${name}' (${self.id}) must be provided with machine.provide()`)
  }
