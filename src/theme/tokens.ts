import { defineSemanticTokens, defineTokens } from '@pandacss/dev'

// Dark theme only: the brand is amber on near-black. Every text/background pair below was
// chosen for WCAG AA (4.5:1) contrast.
export const tokens = defineTokens({
  colors: {
    amber: {
      300: { value: '#fcd34d' },
      400: { value: '#fbbf24' },
      500: { value: '#f59e0b' },
      600: { value: '#d97706' },
    },
    ink: {
      950: { value: '#07080c' },
      900: { value: '#0d0f16' },
      850: { value: '#131622' },
      800: { value: '#1a1e2d' },
      700: { value: '#262b3e' },
      600: { value: '#363c54' },
    },
  },
  fonts: {
    body: {
      value:
        "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace" },
  },
  radii: {
    card: { value: '16px' },
    control: { value: '10px' },
  },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.ink.950}' },
      surface: { value: '{colors.ink.900}' },
      raised: { value: '{colors.ink.850}' },
      muted: { value: '{colors.ink.800}' },
    },
    fg: {
      default: { value: '#f4f5f8' },
      muted: { value: '#b4b9c9' },
      subtle: { value: '#9aa0b4' },
      onAccent: { value: '#1b1200' },
    },
    border: {
      default: { value: '{colors.ink.700}' },
      strong: { value: '{colors.ink.600}' },
    },
    accent: {
      default: { value: '{colors.amber.500}' },
      hover: { value: '{colors.amber.400}' },
      text: { value: '{colors.amber.300}' },
      subtle: { value: 'rgba(245, 158, 11, 0.12)' },
    },
    danger: {
      bg: { value: '#3b0d12' },
      border: { value: '#b42330' },
      fg: { value: '#fecaca' },
      solid: { value: '#dc2626' },
    },
    success: {
      bg: { value: '#052e1c' },
      border: { value: '#15803d' },
      fg: { value: '#bbf7d0' },
    },
  },
})
