import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'

// Import boundaries of src/features and src/routes (README "Layout"). Imports are relative, so a
// pattern names the target by how many '../' lead to it from a file at a given depth.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const up = (levels) => `(?:\\.\\./){${levels}}`
const DEPTHS = [0, 1, 2, 3]
const below = (folder, depth) => [`${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`]

// A feature reaches another feature only through its index.ts: '../checkout', never '../checkout/host/...'.
const featureBoundaries = FEATURES.flatMap((area) =>
  DEPTHS.map((depth) => ({
    files: below(`src/features/${area}`, depth),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          {
            regex: `^${up(depth + 1)}(?:${FEATURES.filter((other) => other !== area).join('|')})/`,
            message: "Another feature is reached through its index.ts only ('../<area>'): export what you need there.",
          },
          { regex: `^${up(depth + 2)}features/`, message: "Import another feature as '../<area>' (its index.ts)." },
        ],
      }],
    },
  })),
)

// A route mounts a feature: it imports a feature's index.ts, static data from src/content, the
// router's types and packages; nothing else of the app.
const routeBoundaries = DEPTHS.map((depth) => ({
  files: below('src/routes', depth),
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', {
      patterns: [
        {
          regex: `^(?!${up(depth + 1)}(?:features/[a-z-]+|content/.+|router)$)\\.`,
          message: "A route imports a feature's index ('../features/<area>'), src/content and packages only.",
        },
        { regex: `^${up(depth + 1)}router$`, allowTypeImports: true, message: "A route imports the router's types only." },
      ],
    }],
  },
}))

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'styled-system', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'reports'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render text.' },
      ],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mocks/**', '**/mocks'], message: 'Mock code stays out of the app; only tests, scripts and the contract server import src/mocks.' }] }],
    },
  },
  // Import boundaries (docs: README "Layout"). A separate rule id from the mocks rule above, so
  // these folder rules add to it instead of replacing it.
  {
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react-dom/*', '@ark-ui/*', '@xstate/react'], message: 'Machines are pure: no React or DOM libraries.' },
          { group: ['ky', 'firebase', 'firebase/*'], message: 'Machines are pure: no HTTP or Firebase; the app provides actors that do that.' },
          { group: ['**/src/features/**', '!**/src/features/checkout/widget/**', '**/src/components/**', '**/src/auth/**'], message: 'Machines import no app code; the app passes implementations in with provide().' },
          // The embedded widget's protocol and options are an outside contract, like src/api's schemas.
          { group: ['**/src/features/checkout/widget/**'], allowTypeImports: true, message: 'Machines may import the checkout widget\'s types only.' },
          { group: ['**/src/api/**'], allowTypeImports: true, message: 'Machines may import API types only; shared texts live in src/domain/error-messages.ts.' },
        ],
      }],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/features/**', '**/components/**', '**/auth/**', 'react', 'react-dom'], message: 'The API layer imports no views, UI parts or auth code.' },
        ],
      }],
    },
  },
  // Views read a machine through its one selectors module (<machine>.selectors.ts: plain selectX(snapshot) functions) only.
  {
    files: ['src/features/**/*.tsx', 'src/routes/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render text.' },
        {
          selector: "CallExpression[callee.property.name=/^(hasTag|matches)$/]",
          message: 'Views never spell tags or state names: add a selectX(snapshot) function to the machine\'s <machine>.selectors.ts.',
        },
      ],
    },
  },
  ...featureBoundaries,
  ...routeBoundaries,
  {
    files: ['tests/**', 'scripts/**', 'contract/**', 'src/mocks/**', '*.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
