import { isChunkLoadError } from '../../src/lib/chunk-error'

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError(
        'Failed to fetch dynamically imported module: https://superbullet.ai/assets/faq-x.js',
      ),
    ],
    [
      'Firefox',
      new TypeError(
        'error loading dynamically imported module: https://superbullet.ai/assets/faq-x.js',
      ),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ["Vite's CSS preload", new Error('Unable to preload CSS for /assets/app-x.css')],
  ])('recognises %s wording of a missing chunk', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it('does not take other failures for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(new Error('render failed'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
