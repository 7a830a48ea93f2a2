import { act } from '@testing-library/react'

/** Lets `ms` of real time pass inside act: what React renders meanwhile is applied, and no update
 *  lands outside act while a test checks that nothing happens. */
export const passTime = (ms: number) =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
