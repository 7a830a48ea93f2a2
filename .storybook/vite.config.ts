import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { embeddedCheckoutPage } from '../contract/sandbox-pages.ts'
import { SANDBOX_CHECKOUT_PAGE, sandboxCheckout } from '../storyboards/sandbox-checkout.ts'

/** The sandbox checkout page in the widget's frame: served to the dev server and the story tests, written into the static build. */
function sandboxCheckoutPage(): Plugin {
  const html = () => embeddedCheckoutPage(sandboxCheckout)
  return {
    name: 'storyboards-sandbox-checkout',
    configureServer(server) {
      server.middlewares.use(`/${SANDBOX_CHECKOUT_PAGE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(html())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SANDBOX_CHECKOUT_PAGE, source: html() })
    },
  }
}

// The app's React and Panda setup without its build plugins (route pages, sitemap, prerendering):
// Panda runs through postcss.config.cjs like in the app.
export default defineConfig({
  plugins: [react(), sandboxCheckoutPage()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('../styled-system', import.meta.url)) },
  },
})
