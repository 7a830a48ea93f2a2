import { ESLint } from 'eslint'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

// Lints a text as if it were a file in the given folder, with the repo's own config.
const eslint = new ESLint({ cwd: process.cwd() })
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath })
  return results
    .flatMap((result) => result.messages)
    .map((message) => message.ruleId ?? message.message)
}

const BOUNDARY = '@typescript-eslint/no-restricted-imports'

// The first lint loads the TypeScript parser and the whole config: seconds on a busy machine.
describe('import boundaries', { timeout: 30_000 }, () => {
  it('fails a machine that imports React, ky or a feature', async () => {
    expect(
      await ruleIds(
        'machines/probe.machine.ts',
        "import { useState } from 'react'\nexport const a = useState\n",
      ),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds('machines/probe.machine.ts', "import ky from 'ky'\nexport const a = ky\n"),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds(
        'machines/probe.machine.ts',
        "import { x } from '../src/features/pricing/pricing-page'\nexport const a = x\n",
      ),
    ).toContain(BOUNDARY)
  })

  it('fails a machine that imports a value from src/api, and passes type imports and the domain texts', async () => {
    expect(
      await ruleIds(
        'machines/probe.machine.ts',
        "import { ApiError } from '../src/api/errors'\nexport const a = ApiError\n",
      ),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds(
        'machines/probe.machine.ts',
        "import type { BillingInfo } from '../src/api/schemas'\nimport { UNABLE_TO_OPEN_CHECKOUT } from '../src/domain/error-messages'\nexport const a: [BillingInfo?, string] = [undefined, UNABLE_TO_OPEN_CHECKOUT]\n",
      ),
    ).toEqual([])
  })

  it("passes a machine's type import of the checkout widget's protocol, and fails a value import", async () => {
    const widget = "'../src/features/checkout/widget/widget-protocol'"
    expect(
      await ruleIds(
        'machines/probe.machine.ts',
        `import type { WidgetMessage } from ${widget}\nexport type A = WidgetMessage\n`,
      ),
    ).toEqual([])
    expect(
      await ruleIds(
        'machines/probe.machine.ts',
        `import { parseWidgetMessage } from ${widget}\nexport const a = parseWidgetMessage\n`,
      ),
    ).toContain(BOUNDARY)
  })

  it('fails the API layer importing a feature, a UI part or auth code', async () => {
    expect(
      await ruleIds(
        'src/api/probe.ts',
        "import { x } from '../features/shell/app-shell'\nexport const a = x\n",
      ),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds(
        'src/api/probe.ts',
        "import { x } from '../auth/firebase'\nexport const a = x\n",
      ),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds('src/api/probe.ts', "import { env } from '../config'\nexport const a = env\n"),
    ).toEqual([])
  })

  it('fails a view that reads a tag or a state name, and passes one that uses a selector', async () => {
    const SYNTAX = 'no-restricted-syntax'
    const view = (read: string) =>
      `import { useSelector } from '@xstate/react'\nexport const useOpen = (actor: never) => useSelector(actor, ${read})\n`
    expect(
      await ruleIds(
        'src/features/probe/probe-view.tsx',
        view("(s: { hasTag(t: string): boolean }) => s.hasTag('open')"),
      ),
    ).toContain(SYNTAX)
    expect(
      await ruleIds(
        'src/features/probe/probe-view.tsx',
        view("(s: { matches(v: string): boolean }) => s.matches('idle')"),
      ),
    ).toContain(SYNTAX)
    expect(
      await ruleIds(
        'src/features/probe/probe-view.tsx',
        "import { useSelector } from '@xstate/react'\nimport { selectOpen } from './probe-selectors'\nexport const useOpen = (actor: never) => useSelector(actor, selectOpen)\n",
      ),
    ).toEqual([])
  })

  it("fails a feature that reaches into another feature's files, and passes one that imports its index", async () => {
    const use = (from: string) =>
      `import { useProcessingDialog } from '${from}'\nexport const a = useProcessingDialog\n`
    expect(
      await ruleIds(
        'src/features/pricing/probe.tsx',
        use('../checkout/purchase/use-processing-dialog'),
      ),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds(
        'src/features/checkout/pages/probe.tsx',
        use('../../auth/sign-in-dialog-context'),
      ),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds(
        'src/features/pricing/probe.tsx',
        "export { PricingPage } from '../../features/top-ups/top-ups-page'\n",
      ),
    ).toContain(BOUNDARY)
    expect(await ruleIds('src/features/pricing/probe.tsx', use('../checkout'))).toEqual([])
    // Its own files, and src/content (also a folder named content), stay free.
    expect(
      await ruleIds(
        'src/features/content/home/probe.tsx',
        "import { plans } from '../../../content/plans'\nimport { x } from '../shared/page'\nexport const a = [plans, x]\n",
      ),
    ).toEqual([])
  })

  it('fails a route that imports a feature file or other app code, and passes a feature index, src/content and router types', async () => {
    expect(
      await ruleIds(
        'src/routes/probe.tsx',
        "import { PricingPage } from '../features/pricing/pricing-page'\nexport const a = PricingPage\n",
      ),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds(
        'src/routes/dashboard/probe.tsx',
        "import { formatUsd } from '../../lib/format'\nexport const a = formatUsd\n",
      ),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds(
        'src/routes/probe.tsx',
        "import { createAppRouter } from '../router'\nexport const a = createAppRouter\n",
      ),
    ).toContain(BOUNDARY)
    expect(
      await ruleIds(
        'src/routes/probe.tsx',
        "import { createFileRoute } from '@tanstack/react-router'\nimport { PricingPage } from '../features/pricing'\nimport { plans } from '../content/plans'\nimport type { RouterContext } from '../router'\nexport const a: [unknown, unknown, unknown, RouterContext?] = [createFileRoute, PricingPage, plans]\n",
      ),
    ).toEqual([])
  })
})

// The same boundaries on the real tree (lint runs them too; this says which rule a change broke).
const root = process.cwd()
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
const areaOf = (path: string) => {
  const rel = relative(join(root, 'src', 'features'), path)
  return rel.startsWith('..') ? null : rel.split(sep)[0]!
}

describe('import boundaries on the real tree', { timeout: 120_000 }, () => {
  it('passes lint in src/features and src/routes', async () => {
    const files = [
      ...sourceFiles(join(root, 'src', 'features')),
      ...sourceFiles(join(root, 'src', 'routes')),
    ].filter((f) => !f.endsWith('routeTree.gen.ts'))
    const results = await eslint.lintFiles(files)
    const broken = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === BOUNDARY)
        .map((m) => `${relative(root, r.filePath)}: ${m.message}`),
    )
    expect(broken).toEqual([])
  })

  it('keeps files at the folder depths the rules are generated for (DEPTHS in eslint.config.js: 0-3)', () => {
    const tooDeep = [
      ...sourceFiles(join(root, 'src', 'features')),
      ...sourceFiles(join(root, 'src', 'routes')),
    ]
      .map((file) => relative(root, file))
      .filter((file) => file.split(sep).length - (file.startsWith(`src${sep}features`) ? 4 : 3) > 3)
    expect(tooDeep).toEqual([])
  })

  it('gives every feature an index.ts of re-exports only', () => {
    // A statement of its own turns the index into a module the bundler keeps whole: every page
    // and dialog it re-exports would land in the first load of / (measured: 140 -> 189 kB).
    for (const area of readdirSync(join(root, 'src', 'features'))) {
      const index = readFileSync(join(root, 'src', 'features', area, 'index.ts'), 'utf8')
      const code = index.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
      // A statement may span lines (the formatter wraps long lists): read it whole.
      const statements = code
        .replace(/\s+/g, ' ')
        .split(/(?<=from '[^']+')/)
        .map((statement) => statement.trim())
        .filter((statement) => statement !== '')
      expect(
        statements.filter(
          (statement) => !/^export (type )?\{[^}]*\} from '\.\/[^']+'$/.test(statement),
        ),
        area,
      ).toEqual([])
    }
  })

  it("has no lazy import() into another feature's files (lint reads static imports only)", () => {
    const crossing = [
      ...sourceFiles(join(root, 'src', 'features')),
      ...sourceFiles(join(root, 'src', 'routes')),
    ].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].flatMap(
        ([, spec]) => {
          const target = resolve(dirname(file), spec!)
          const area = areaOf(target)
          const crosses =
            area !== null && area !== areaOf(file) && target !== join(root, 'src', 'features', area)
          return crosses ? [`${relative(root, file)} -> ${spec}`] : []
        },
      ),
    )
    expect(crossing).toEqual([])
  })
})
