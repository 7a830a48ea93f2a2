import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every TypeScript file below `dir` (.ts, .tsx), as a path joined to `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}
