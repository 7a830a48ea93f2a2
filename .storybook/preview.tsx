import type { Preview } from '@storybook/react-vite'
import '../src/index.css'

let consoleErrors: string[] = []

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  // A story that logs a console error fails: a screen must render cleanly in its state.
  beforeEach: () => {
    consoleErrors = []
    const original = console.error
    console.error = (...args: unknown[]) => {
      consoleErrors.push(args.map(String).join(' '))
      original(...args)
    }
    return () => {
      console.error = original
    }
  },
  afterEach: () => {
    if (consoleErrors.length)
      throw new Error(`console error while rendering the story:\n${consoleErrors.join('\n')}`)
  },
}

export default preview
