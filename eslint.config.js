import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync, readFileSync } from 'node:fs'
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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${up(depth + 1)}(?:${FEATURES.filter((other) => other !== area).join('|')})/`,
              message:
                "Another feature is reached through its index.ts only ('../<area>'): export what you need there.",
            },
            {
              regex: `^${up(depth + 2)}features/`,
              message: "Import another feature as '../<area>' (its index.ts).",
            },
          ],
        },
      ],
    },
  })),
)

// A route mounts a feature: it imports a feature's index.ts, static data from src/content, the
// router's types and packages; nothing else of the app.
const routeBoundaries = DEPTHS.map((depth) => ({
  files: below('src/routes', depth),
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(?!${up(depth + 1)}(?:features/[a-z-]+|content/.+|router)$)\\.`,
            message:
              "A route imports a feature's index ('../features/<area>'), src/content and packages only.",
          },
          {
            regex: `^${up(depth + 1)}router$`,
            allowTypeImports: true,
            message: "A route imports the router's types only.",
          },
        ],
      },
    ],
  },
}))

// Restricted syntax, by where it applies (a file matched by several blocks takes the last one's list).
const NO_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'No dangerouslySetInnerHTML: render text.',
}
const NO_BARE_IMPORT = {
  selector: 'ImportDeclaration[specifiers.length=0]:not([source.value=/\\.css$/])',
  message:
    'Import a module for what it exports; only a stylesheet is imported for its effect (scripts/side-effect-free.json).',
}
// A module on scripts/side-effect-free.json may be dropped by the bundler when nobody uses its
// exports (vite.config.ts), so it only declares.
const NO_RUN_ON_IMPORT = {
  selector: `Program > :not(${[
    'ImportDeclaration',
    'VariableDeclaration',
    'FunctionDeclaration',
    'ClassDeclaration',
    'ExportNamedDeclaration',
    'ExportDefaultDeclaration',
    'ExportAllDeclaration',
    'TSInterfaceDeclaration',
    'TSTypeAliasDeclaration',
    'TSEnumDeclaration',
    'TSModuleDeclaration',
    'TSDeclareFunction',
    'TSExportAssignment',
  ].join(', ')})`,
  message:
    'A side-effect-free module (scripts/side-effect-free.json) only declares: nothing may run when it is imported.',
}
// Views read a machine through its one selectors module (<machine>.selectors.ts: plain selectX(snapshot) functions) only.
const NO_STATE_NAMES = {
  selector: 'CallExpression[callee.property.name=/^(hasTag|matches)$/]',
  message:
    "Views never spell tags or state names: add a selectX(snapshot) function to the machine's <machine>.selectors.ts.",
}
// The app is one actor system: src/system/app-system.ts creates its root; every other actor is a
// child of it, invoked or spawned (a page's flow: usePageFlow). Tests, stories and mocks aside.
const ONE_ROOT = {
  selector:
    'CallExpression[callee.name=/^(createActor|createActorContext|useActorRef|useMachine)$/]',
  message:
    "One actor system: only src/system/app-system.ts creates a root; make this actor a child of the app (system.get('<id>') reaches it).",
}
// Machines are pure (README "Layout"): what they may import.
const MACHINE_IMPORTS = [
  {
    group: ['react', 'react-dom', 'react-dom/*', '@ark-ui/*', '@xstate/react'],
    message: 'Machines are pure: no React or DOM libraries.',
  },
  {
    group: ['ky', 'firebase', 'firebase/*'],
    message: 'Machines are pure: no HTTP or Firebase; the app provides actors that do that.',
  },
  {
    group: [
      '**/src/features/**',
      '!**/src/features/checkout/widget/**',
      '**/src/components/**',
      '**/src/auth/**',
    ],
    message: 'Machines import no app code; the app passes implementations in with provide().',
  },
  // The embedded widget's protocol and options are an outside contract, like src/api's schemas.
  {
    group: ['**/src/features/checkout/widget/**'],
    allowTypeImports: true,
    message: "Machines may import the checkout widget's types only.",
  },
]
const API_TYPES_ONLY = {
  group: ['**/src/api/**'],
  allowTypeImports: true,
  message: 'Machines may import API types only; shared texts live in src/domain/error-messages.ts.',
}
const SIDE_EFFECT_FREE = JSON.parse(
  readFileSync(new URL('./scripts/side-effect-free.json', import.meta.url), 'utf8'),
).map((entry) => (entry.endsWith('/') ? `${entry}**/*.{ts,tsx}` : entry))
const restrictedSyntax = (files, ...rules) => ({
  files,
  rules: { 'no-restricted-syntax': ['error', NO_HTML, ...rules] },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-stack',
      'storybook-static',
      'styled-system',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'reports',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'react/no-danger': 'off',
      'no-restricted-syntax': ['error', NO_HTML],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '**/mocks'],
              message:
                'Mock code stays out of the app; only tests, scripts and the contract server import src/mocks.',
            },
          ],
        },
      ],
    },
  },
  // Import boundaries (docs: README "Layout"). A separate rule id from the mocks rule above, so
  // these folder rules add to it instead of replacing it.
  {
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...MACHINE_IMPORTS, API_TYPES_ONLY] },
      ],
    },
  },
  // A path model's error samples are the errors the app's actors reject with.
  {
    files: ['machines/paths/models/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...MACHINE_IMPORTS,
            { ...API_TYPES_ONLY, group: [...API_TYPES_ONLY.group, '!**/src/api/errors'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/components/**', '**/auth/**', 'react', 'react-dom'],
              message: 'The API layer imports no views, UI parts or auth code.',
            },
          ],
        },
      ],
    },
  },
  restrictedSyntax(['src/**/*.{ts,tsx}', 'machines/**/*.ts'], NO_BARE_IMPORT, ONE_ROOT),
  restrictedSyntax(SIDE_EFFECT_FREE, NO_BARE_IMPORT, NO_RUN_ON_IMPORT, ONE_ROOT),
  restrictedSyntax(['src/routes/**/*.tsx'], NO_BARE_IMPORT, NO_STATE_NAMES, ONE_ROOT),
  // src/features is side-effect free.
  restrictedSyntax(
    ['src/features/**/*.tsx'],
    NO_BARE_IMPORT,
    NO_RUN_ON_IMPORT,
    NO_STATE_NAMES,
    ONE_ROOT,
  ),
  // The root of the app's actor system, and the mocks' own actors.
  restrictedSyntax(['src/system/app-system.ts', 'src/mocks/**'], NO_BARE_IMPORT),
  ...featureBoundaries,
  ...routeBoundaries,
  {
    files: ['tests/**', 'scripts/**', 'contract/**', 'src/mocks/**', '*.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
