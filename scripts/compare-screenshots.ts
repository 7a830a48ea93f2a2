/**
 * Compares two folders of screenshots (tests/screenshots/screenshots.spec.ts) pixel by pixel:
 *   tsx scripts/compare-screenshots.ts /tmp/shots-before /tmp/shots-after [/tmp/shots-diff]
 * Prints, per file, the pixels that differ at all and those that differ visibly (a channel off by
 * more than VISIBLE out of 255: anti-aliasing stays under it), and writes a diff image of each
 * file that differs visibly (changed pixels red) into the third folder. Exits 1 when a file is
 * missing, changes size, or differs visibly.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'

const VISIBLE = 48

const [before, after, diffDir = '/tmp/shots-diff'] = process.argv.slice(2)
if (!before || !after) {
  console.error('usage: tsx scripts/compare-screenshots.ts <before-dir> <after-dir> [diff-dir]')
  process.exit(2)
}
mkdirSync(diffDir, { recursive: true })

const read = (dir: string, file: string) => PNG.sync.read(readFileSync(join(dir, file)))
const files = readdirSync(before)
  .filter((f) => f.endsWith('.png'))
  .sort()
let failed = false

for (const file of files) {
  let a: PNG, b: PNG
  try {
    a = read(before, file)
    b = read(after, file)
  } catch (error) {
    console.log(`${file}: MISSING (${(error as Error).message})`)
    failed = true
    continue
  }
  if (a.width !== b.width || a.height !== b.height) {
    console.log(`${file}: SIZE ${a.width}x${a.height} -> ${b.width}x${b.height}`)
    failed = true
    continue
  }
  const diff = new PNG({ width: a.width, height: a.height })
  let any = 0
  let visible = 0
  for (let i = 0; i < a.data.length; i += 4) {
    let delta = 0
    for (let c = 0; c < 3; c++) delta = Math.max(delta, Math.abs(a.data[i + c]! - b.data[i + c]!))
    const grey = a.data[i]! * 0.3 + a.data[i + 1]! * 0.59 + a.data[i + 2]! * 0.11
    const shade = 255 - (255 - grey) * 0.1
    diff.data.set(delta > VISIBLE ? [255, 0, 0, 255] : [shade, shade, shade, 255], i)
    if (delta > 0) any++
    if (delta > VISIBLE) visible++
  }
  console.log(`${file}: ${any} differing, ${visible} visibly (${a.width}x${a.height})`)
  if (visible > 0) {
    writeFileSync(join(diffDir, file), PNG.sync.write(diff))
    failed = true
  }
}
console.log(`${files.length} files compared`)
process.exit(failed ? 1 : 0)
