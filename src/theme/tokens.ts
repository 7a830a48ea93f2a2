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
    // Colours that are not the site's own: Google's mark, a window's controls, code highlighting.
    google: {
      yellow: { value: '#FFC107' },
      red: { value: '#FF3D00' },
      green: { value: '#4CAF50' },
      blue: { value: '#1976D2' },
    },
    windowControl: {
      close: { value: '#ef4444' },
      minimize: { value: '#f59e0b' },
      zoom: { value: '#22c55e' },
    },
    code: { keyword: { value: '#93c5fd' } },
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
    none: { value: '0' },
  },
  borderWidths: {
    none: { value: '0' },
    hairline: { value: '1px' },
    thick: { value: '2px' },
  },
  borders: {
    none: { value: '0' },
    focus: { value: '2px solid' },
  },
  // Negative for headings (the larger, the tighter), positive for small capitals.
  letterSpacings: {
    headline: { value: '-0.035em' },
    display: { value: '-0.03em' },
    heading: { value: '-0.02em' },
    title: { value: '-0.01em' },
    label: { value: '0.08em' },
    caps: { value: '0.1em' },
    capsWide: { value: '0.12em' },
    eyebrow: { value: '0.14em' },
  },
  lineHeights: {
    headline: { value: '1.05' },
    display: { value: '1.1' },
    title: { value: '1.15' },
    heading: { value: '1.2' },
    label: { value: '1.3' },
    body: { value: '1.6' },
    prose: { value: '1.7' },
    legal: { value: '1.75' },
    code: { value: '1.9' },
  },
  sizes: {
    none: { value: 'none' },
    em: { value: '1em' },
    // A plan's description: three lines at the body line height, so the cards' prices align.
    blurb: { value: '4.8em' },
    bubble: { value: '85%' },
    demoPost: { value: '504px' },
    checkout: { value: '800px' },
    checkoutFrame: { value: '760px' },
    // The lightbox's frame: its full height, or the screen's less the lightbox's bar and margins.
    checkoutLightbox: { value: 'min(760px, calc(100dvh - 6.5rem))' },
  },
  aspectRatios: {
    demoPost: { value: '504 / 399' },
  },
  animations: {
    spinner: { value: 'spin 0.8s linear infinite' },
  },
  blurs: {
    veil: { value: '5px' },
    header: { value: '12px' },
  },
  shadows: {
    accentGlow: { value: '0 20px 60px -30px rgba(245,158,11,0.45)' },
    accentRing: { value: '0 0 0 6px rgba(245, 158, 11, 0.15)' },
    window: {
      value: '0 40px 100px -30px rgba(245, 158, 11, 0.25), 0 20px 50px -20px rgba(0, 0, 0, 0.8)',
    },
  },
  // Amber light from above a band (a page's header, a callout), and the plain panel fades.
  gradients: {
    pageHeader: {
      value:
        'radial-gradient(ellipse 60% 80% at 50% -10%, rgba(245, 158, 11, 0.16), transparent 70%), linear-gradient(180deg, rgba(19, 22, 34, 0.6), transparent)',
    },
    bandGlow: {
      value:
        'radial-gradient(ellipse 60% 80% at 50% -10%, rgba(245, 158, 11, 0.16), transparent 70%)',
    },
    bandGlowSoft: {
      value:
        'radial-gradient(ellipse 60% 80% at 50% -10%, rgba(245, 158, 11, 0.14), transparent 70%)',
    },
    bandGlowSuccess: {
      value:
        'radial-gradient(ellipse 60% 80% at 50% -10%, rgba(34, 197, 94, 0.14), transparent 70%)',
    },
    hero: {
      value:
        'radial-gradient(ellipse 70% 60% at 20% 0%, rgba(245, 158, 11, 0.18), transparent 70%), radial-gradient(ellipse 50% 50% at 90% 30%, rgba(59, 130, 246, 0.08), transparent 70%)',
    },
    calloutCorner: {
      value:
        'radial-gradient(ellipse 90% 120% at 100% 0%, rgba(245, 158, 11, 0.16), transparent 60%)',
    },
    calloutLeft: {
      value:
        'radial-gradient(ellipse 80% 120% at 0% 0%, rgba(245, 158, 11, 0.14), transparent 60%)',
    },
    calloutTop: {
      value:
        'radial-gradient(ellipse 70% 120% at 50% 0%, rgba(245, 158, 11, 0.16), transparent 60%)',
    },
    calloutTopSoft: {
      value:
        'radial-gradient(ellipse 70% 120% at 50% 0%, rgba(245, 158, 11, 0.14), transparent 60%)',
    },
    closing: {
      value:
        'radial-gradient(ellipse 80% 120% at 0% 0%, rgba(245, 158, 11, 0.18), transparent 60%), linear-gradient(180deg, #131622, #0d0f16)',
    },
    avatar: { value: 'linear-gradient(to bottom right, {colors.amber.300}, {colors.amber.600})' },
    accentPanel: {
      value: 'linear-gradient(135deg, rgba(245,158,11,0.10), rgba(245,158,11,0.02))',
    },
  },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.ink.950}' },
      surface: { value: '{colors.ink.900}' },
      raised: { value: '{colors.ink.850}' },
      muted: { value: '{colors.ink.800}' },
      // The page seen through the sticky header, and a veil over a blurred preview.
      glass: { value: 'rgba(7, 8, 12, 0.85)' },
      veil: { value: 'rgba(7, 8, 12, 0.45)' },
      inset: { value: 'rgba(0, 0, 0, 0.2)' },
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
      // Borders of amber panels, faint to strong.
      borderFaint: { value: 'rgba(245, 158, 11, 0.25)' },
      borderSoft: { value: 'rgba(245, 158, 11, 0.35)' },
      border: { value: 'rgba(245, 158, 11, 0.4)' },
      borderStrong: { value: 'rgba(245, 158, 11, 0.45)' },
      underline: { value: 'rgba(252, 211, 77, 0.4)' },
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
