import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './source-files.helpers'

// One actor system holds what the app knows (actors, the user, tokens, purchases): a module-level
// `let` is a second copy that a story, a test or a second root would share.
const MODULE_LET = /^(export\s+)?let\s/
const FOLDERS = ['src/features', 'src/api', 'src/auth']
// Library handles, loaded once: Firebase's Auth instance and its dynamically imported modules.
const LIBRARY_HANDLES = ['src/auth/firebase-app.ts', 'src/auth/load-firebase.ts']

describe('module state', () => {
  it('keeps no module-level let in src/features, src/api or src/auth but library handles', () => {
    const root = process.cwd()
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))
    expect(files.length).toBeGreaterThan(50)
    const lets = files
      .filter((path) => !LIBRARY_HANDLES.includes(relative(root, path)))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${relative(root, path)}:${i + 1}`, line }))
          .filter(({ line }) => MODULE_LET.test(line)),
      )
    expect(lets).toEqual([])
  })

  it('still finds a library handle’s let, so the rule reads what it means to', () => {
    const handles = LIBRARY_HANDLES.flatMap((path) =>
      readFileSync(join(process.cwd(), path), 'utf8')
        .split('\n')
        .filter((line) => MODULE_LET.test(line)),
    )
    expect(handles.length).toBeGreaterThan(0)
  })
})
