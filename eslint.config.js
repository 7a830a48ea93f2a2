import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'styled-system', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'reports'] },
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
  {
    files: ['tests/**', 'scripts/**', 'contract/**', 'src/mocks/**', '*.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
