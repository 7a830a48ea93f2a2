import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The app's React and Panda setup without its build plugins (route pages, sitemap, prerendering):
// Panda runs through postcss.config.cjs like in the app.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('../styled-system', import.meta.url)) } },
})
