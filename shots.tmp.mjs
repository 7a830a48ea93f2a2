import { chromium } from 'playwright'
const [,, port, ...pairs] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const pair of pairs) {
  const [id, out] = pair.split('=')
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  page.on('pageerror', (e) => console.log(id, 'pageerror', e.message))
  page.on('console', (m) => m.type() === 'error' && console.log(id, 'console.error', m.text().slice(0, 300)))
  const t0 = Date.now()
  await page.goto(`http://localhost:${port}/iframe.html?id=${id}&viewMode=story`)
  await page.waitForFunction(() => document.querySelector('#storybook-root h1'), null, { timeout: 90000 })
  const t1 = Date.now() - t0
  await page.waitForTimeout(3500)
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ')
  console.log(id, `heading after ${t1} ms;`, text.slice(0, 160), '|', /Loading[^.]*\.\.\./.exec(text)?.[0] ?? 'no spinner')
  await page.screenshot({ path: `/work/briefs/shots-30/${out}.png` })
  await page.close()
}
await browser.close()
