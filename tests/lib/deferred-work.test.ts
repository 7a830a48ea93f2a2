import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from '../../src/lib/after-next-paint'
import { whenPageSettled } from '../../src/lib/page-settled'

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not in the frame callback itself', () => {
    const callback = vi.fn()
    afterNextPaint(callback)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(callback).not.toHaveBeenCalled()
    vi.runOnlyPendingTimers()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled, before or after the frame', () => {
    const early = vi.fn()
    afterNextPaint(early)()
    const late = vi.fn()
    const cancelLate = afterNextPaint(late)
    vi.advanceTimersToNextFrame()
    cancelLate()
    vi.advanceTimersByTime(100)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})

describe('whenPageSettled', () => {
  it('on a loaded page: after a second, at the next idle moment', () => {
    const callback = vi.fn()
    whenPageSettled(callback)
    vi.advanceTimersByTime(999)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    vi.runOnlyPendingTimers()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('on a loading page: counts the second from the load event', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const callback = vi.fn()
    whenPageSettled(callback)
    vi.advanceTimersByTime(5000)
    expect(callback).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(1000)
    vi.runOnlyPendingTimers()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled: before the load event, or during the second after it', () => {
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const beforeLoad = vi.fn()
    whenPageSettled(beforeLoad)()
    window.dispatchEvent(new Event('load'))
    loading.mockRestore()
    const inTheSecond = vi.fn()
    const cancel = whenPageSettled(inTheSecond)
    vi.advanceTimersByTime(500)
    cancel()
    vi.advanceTimersByTime(5000)
    vi.runOnlyPendingTimers()
    expect(beforeLoad).not.toHaveBeenCalled()
    expect(inTheSecond).not.toHaveBeenCalled()
  })
})
