/**
 * The floor pages of the benchmark: what a page could do at best. For a route, the build's own
 * HTML with the whole stylesheet inlined and no JavaScript (no script, no preload): nothing else
 * to wait for. For the money moments, a static page whose buttons open a `<dialog>` with the
 * Upgrade to Pro text and then the same checkout frame the site opens.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/** Writes the floor of each route into `floorDir`, from the build in `distDir`. */
export function writeFloorPages(
  distDir: string,
  floorDir: string,
  routes: readonly string[],
): void {
  for (const route of routes) {
    const html = readFileSync(join(distDir, pageFile(route)), 'utf8')
    const href = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(html)?.[1]
    if (!href) throw new Error(`bench: ${route} has no stylesheet link`)
    const css = readFileSync(join(distDir, href), 'utf8')
    const floor = html
      .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
      .replace(/<style>[^<]*<\/style>/, '')
      .replace('</head>', () => `<style>${css}</style></head>`)
    const out = join(floorDir, pageFile(route))
    mkdirSync(dirname(out), { recursive: true })
    writeFileSync(out, floor)
  }
}

/** The money moments' floor: Get Pro opens a native dialog, Proceed opens `checkoutUrl` in a frame. */
export function writeMomentFloor(floorDir: string, checkoutUrl: string): string {
  const file = 'moments.html'
  writeFileSync(
    join(floorDir, file),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head>
<body><main><h1>Choose Your Plan</h1><button id="get-pro">Get Pro</button></main>
<dialog aria-label="Upgrade to Pro"><h2>Upgrade to Pro</h2><p>I understand that SuperbulletAI is in Early Access</p><button id="proceed">Proceed</button></dialog>
<script>
const dialog = document.querySelector('dialog')
document.getElementById('get-pro').onclick = () => dialog.showModal()
document.getElementById('proceed').onclick = () => {
  const frame = document.createElement('iframe')
  frame.title = 'Secure checkout'
  frame.src = ${JSON.stringify(checkoutUrl)}
  dialog.append(frame)
}
</script></body></html>`,
  )
  return `/${file}`
}
