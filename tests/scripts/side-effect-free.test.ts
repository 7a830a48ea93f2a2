import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { SIDE_EFFECT_FREE, hasSideEffects } from '../../scripts/side-effect-free'

// The explicit list that replaced "every src module is side-effect free": a module
// on it may be dropped when its exports are unused, so it must do nothing on import.
const root = process.cwd()
const at = (path: string) => join(root, path)
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.[cm]?[jt]sx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
const listedFiles = SIDE_EFFECT_FREE.flatMap((entry) => (entry.endsWith('/') ? sourceFiles(at(entry)) : [at(entry)]))
const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)

describe('side-effect-free modules (scripts/side-effect-free.ts)', () => {
  it('lists paths that exist', () => {
    for (const entry of SIDE_EFFECT_FREE) expect(existsSync(at(entry)), entry).toBe(true)
  })

  it('keeps the side effects of the entry, stylesheets (even in a listed folder), auth, routes and packages', () => {
    const kept = ['src/main.tsx', 'src/features/pricing/pricing.css', 'src/auth/firebase-session.ts', 'src/routes/pricing.tsx?tsr-split=component', 'node_modules/react/index.js']
    expect(kept.filter((path) => !hasSideEffects(at(path), root))).toEqual([])
    expect(['src/features/checkout/index.ts', 'src/config.ts', 'machines/auth.machine.ts', 'styled-system/css/index.mjs'].filter((path) => hasSideEffects(at(path), root))).toEqual([])
  })

  // Panda's generated styled-system/ is left out: its statements only finish its own exports
  // (`css.raw = ...`, a lookup table), and `panda codegen` rewrites it.
  it('has no statement in a listed module of ours that runs on import', () => {
    const ours = listedFiles.filter((file) => !relative(root, file).startsWith('styled-system'))
    expect(ours.length).toBeGreaterThan(150)
    const running = ours.flatMap((file) =>
      parse(file)
        .statements.filter((s) => !(ts.isImportDeclaration(s) && s.importClause) && !isDeclaration(s))
        .map((s) => `${relative(root, file)}: ${s.getText().slice(0, 60)}`),
    )
    expect(running).toEqual([])
  })

  it('imports no listed module for its side effects only', () => {
    const listed = new Set(listedFiles)
    const bare = [...sourceFiles(at('src')), ...sourceFiles(at('machines'))].flatMap((file) =>
      parse(file)
        .statements.filter((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && !s.importClause)
        .map((s) => (s.moduleSpecifier as ts.StringLiteral).text)
        .filter((spec) => spec.startsWith('.') && ['', '.ts', '.tsx', '/index.ts'].some((ext) => listed.has(resolve(dirname(file), spec) + ext)))
        .map((spec) => `${relative(root, file)} -> ${spec}`),
    )
    expect(bare).toEqual([])
  })
})

/** Declarations, exports and type-only statements: nothing of theirs runs until something uses them. */
const DECLARATIONS = [ts.SyntaxKind.VariableStatement, ts.SyntaxKind.FunctionDeclaration, ts.SyntaxKind.ClassDeclaration, ts.SyntaxKind.InterfaceDeclaration, ts.SyntaxKind.TypeAliasDeclaration, ts.SyntaxKind.EnumDeclaration, ts.SyntaxKind.ExportDeclaration, ts.SyntaxKind.ExportAssignment, ts.SyntaxKind.ModuleDeclaration]
const isDeclaration = (s: ts.Statement) => DECLARATIONS.includes(s.kind)
