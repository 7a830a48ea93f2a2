// @vitest-environment node
import { readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import ts from 'typescript'
import { DEV_DEPENDENCIES } from '../../scripts/dev-dependencies'

/**
 * Keeps vite.config.ts's `optimizeDeps.include` from drifting: the packages the app can import at
 * run time, statically or behind a lazy import, found by following the app's own modules from
 * src/main.tsx. A new package import that is not listed fails here, before a fresh dev server
 * meets it in a later optimizer run.
 */
const root = resolve(import.meta.dirname, '../..')

/** Runtime module specifiers of one file: type-only imports and exports are erased by the compiler. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyImport(node)) found.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const bindings = clause.namedBindings
  // `import { type A, type B } from 'x'` with no default import is erased too (verbatimModuleSyntax is off).
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('styled-system/') ? resolve(root, specifier) : resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`, `${base}/index.mjs`]
  return candidates.find((c) => statSync(c, { throwIfNoEntry: false })?.isFile())
}

function packagesReachableFrom(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file) || /\.(css|json|svg|png)$/.test(file)) continue
    seen.add(file)
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.') || specifier.startsWith('styled-system/')) {
        const local = resolveLocal(file, specifier)
        if (!local) throw new Error(`${file}: cannot resolve ${specifier}`)
        queue.push(local)
      } else if (!specifier.endsWith('.css')) {
        packages.add(specifier)
      }
    }
  }
  return packages
}

describe('the development server pre-bundles every package the app imports', () => {
  const reachable = packagesReachableFrom(resolve(root, 'src/main.tsx'))

  it('finds the packages behind lazy imports too (the crawl follows import())', () => {
    expect(reachable).toContain('firebase/auth')
    expect(reachable).toContain('@statelyai/inspect')
  })

  it('lists exactly the reachable packages in optimizeDeps.include', () => {
    expect([...reachable].sort()).toEqual([...DEV_DEPENDENCIES].sort())
  })

  it('vite.config.ts passes the list to optimizeDeps.include', async () => {
    const { default: config } = await import('../../vite.config')
    expect(config.optimizeDeps?.include).toEqual(expect.arrayContaining([...DEV_DEPENDENCIES, 'react/jsx-runtime', 'react/jsx-dev-runtime']))
  })
})
