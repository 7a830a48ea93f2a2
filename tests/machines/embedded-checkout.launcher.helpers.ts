/**
 * The fakes of embedded-checkout.launcher.test.ts: the widget options resolved with a warning spy,
 * and a launcher environment on the pricing page at a given viewport width.
 */
import { vi } from 'vitest'
import {
  resolveWidgetOptions,
  type WidgetDefaults,
  type WidgetOptions,
} from '../../src/features/checkout/widget/widget-options'
import type { LauncherEnvironment } from '../../src/features/checkout/widget/widget-session'
import { widgetDefaults as defaults } from '../../machines/paths/models/embedded-checkout.model'

export function resolve(
  input: Record<string, unknown>,
  base: WidgetDefaults | WidgetOptions = defaults,
) {
  const warn = vi.fn()
  const options = resolveWidgetOptions(input, base, warn)
  return { options, warn }
}

export const env = (width = 1280): LauncherEnvironment => ({
  defaults,
  version: '1.7.0',
  page: () => ({
    applePay: false,
    referrer: '',
    origin: 'http://localhost:3000',
    pathname: '/pricing',
    search: '',
  }),
  viewportWidth: () => width,
  warn: vi.fn(),
})
