/** A value made on the first call and returned by every later one: a singleton that importing its module does not create. */
export function once<T>(create: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: create() }).value
}
