import type { StorybookConfig } from '@storybook/react-vite'

/** The storyboards: every state of every flow as its real screen (docs/flows-and-storyboards.md). */
const config: StorybookConfig = {
  stories: ['../storyboards/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true },
}

export default config
