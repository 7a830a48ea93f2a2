import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Lints a text as if it were a file in the given folder, with the repo's own config.
const eslint = new ESLint({ cwd: process.cwd() })
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath })
  return results.flatMap((result) => result.messages).map((message) => message.ruleId ?? message.message)
}

const BOUNDARY = '@typescript-eslint/no-restricted-imports'

// The first lint loads the TypeScript parser and the whole config: seconds on a busy machine.
describe('import boundaries', { timeout: 30_000 }, () => {
  it('fails a machine that imports React, ky or a feature', async () => {
    expect(await ruleIds('machines/probe.machine.ts', "import { useState } from 'react'\nexport const a = useState\n")).toContain(BOUNDARY)
    expect(await ruleIds('machines/probe.machine.ts', "import ky from 'ky'\nexport const a = ky\n")).toContain(BOUNDARY)
    expect(await ruleIds('machines/probe.machine.ts', "import { x } from '../src/features/pricing/pricing-page'\nexport const a = x\n")).toContain(BOUNDARY)
  })

  it('fails a machine that imports a value from src/api, and passes type imports and the domain texts', async () => {
    expect(await ruleIds('machines/probe.machine.ts', "import { ApiError } from '../src/api/errors'\nexport const a = ApiError\n")).toContain(BOUNDARY)
    expect(
      await ruleIds(
        'machines/probe.machine.ts',
        "import type { BillingInfo } from '../src/api/schemas'\nimport { UNABLE_TO_OPEN_CHECKOUT } from '../src/domain/error-messages'\nexport const a: [BillingInfo?, string] = [undefined, UNABLE_TO_OPEN_CHECKOUT]\n",
      ),
    ).toEqual([])
  })

  it('fails the API layer importing a feature, a UI part or auth code', async () => {
    expect(await ruleIds('src/api/probe.ts', "import { x } from '../features/shell/app-shell'\nexport const a = x\n")).toContain(BOUNDARY)
    expect(await ruleIds('src/api/probe.ts', "import { x } from '../auth/firebase'\nexport const a = x\n")).toContain(BOUNDARY)
    expect(await ruleIds('src/api/probe.ts', "import { env } from '../config'\nexport const a = env\n")).toEqual([])
  })

  it('fails a view that reads a tag or a state name, and passes one that uses a selector', async () => {
    const SYNTAX = 'no-restricted-syntax'
    const view = (read: string) => `import { useSelector } from '@xstate/react'\nexport const useOpen = (actor: never) => useSelector(actor, ${read})\n`
    expect(await ruleIds('src/features/probe/probe-view.tsx', view("(s: { hasTag(t: string): boolean }) => s.hasTag('open')"))).toContain(SYNTAX)
    expect(await ruleIds('src/features/probe/probe-view.tsx', view("(s: { matches(v: string): boolean }) => s.matches('idle')"))).toContain(SYNTAX)
    expect(await ruleIds('src/features/probe/probe-view.tsx', "import { useSelector } from '@xstate/react'\nimport { selectOpen } from './probe-selectors'\nexport const useOpen = (actor: never) => useSelector(actor, selectOpen)\n")).toEqual([])
  })
})
