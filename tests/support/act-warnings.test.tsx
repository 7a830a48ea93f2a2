import { act, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { expect, it, vi } from 'vitest'
import { takeActWarnings } from './setup'

/** Sets its text from a timer, the way a machine's answer or a library's own timer does. */
function Later() {
  const [text, setText] = useState('before')
  useEffect(() => void setTimeout(() => setText('after'), 0), [])
  return <p>{text}</p>
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

it('records an update outside act, which fails the test in the setup', async () => {
  render(<Later />)
  // Polls without act, which a slow machine needs: the timer and React's render each wait their turn.
  await vi.waitFor(() => expect(screen.getByText('after')).toBeInTheDocument(), { timeout: 5000 })
  expect(takeActWarnings()).toEqual([
    expect.stringContaining('An update to Later inside a test was not wrapped in act(...)'),
  ])
})

it('records nothing when the update happens inside act', async () => {
  render(<Later />)
  await act(tick)
  expect(screen.getByText('after')).toBeInTheDocument()
  expect(takeActWarnings()).toEqual([])
})
