import * as v from 'valibot'

/**
 * The messages the checkout frame posts to the page. Only messages from the endpoint's origin
 * AND from our own iframe's window are read, and only if their shape is right.
 */

export const WIDGET_MESSAGE_SOURCE = 'embedpay'

export type WidgetEventName = 'open' | 'close' | 'payment:complete' | 'payment:error'

/** The older underscore names some frames still send. */
const LEGACY_NAMES = {
  payment_complete: 'payment:complete',
  payment_error: 'payment:error',
} as const

/** A frame's text, cut to a length the page can show: the frame is another origin's code. */
const capped = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((s) => s.slice(0, max)),
  )

/** 'usd' is read as 'USD'; anything but a three-letter code counts as absent (the fallback's applies). */
const Currency = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.transform((code) => (/^[A-Z]{3}$/.test(code) ? code : undefined)),
)

export const MAX_PLAN_LENGTH = 80
export const MAX_ERROR_MESSAGE_LENGTH = 300

const MessageDataSchema = v.object({
  plan: v.optional(capped(MAX_PLAN_LENGTH)),
  amount: v.optional(v.union([v.number(), capped(32)])),
  currency: v.optional(Currency),
  message: v.optional(capped(MAX_ERROR_MESSAGE_LENGTH)),
})

const WidgetMessageSchema = v.object({
  source: v.literal(WIDGET_MESSAGE_SOURCE),
  event: v.picklist([
    'open',
    'close',
    'payment:complete',
    'payment:error',
    'payment_complete',
    'payment_error',
  ]),
  data: v.optional(MessageDataSchema),
})

export type WidgetMessageData = v.InferOutput<typeof MessageDataSchema>
export interface WidgetMessage {
  event: WidgetEventName
  data: WidgetMessageData
}

/** The payload as a widget message, or null when it is not one. */
export function parseWidgetMessage(payload: unknown): WidgetMessage | null {
  const result = v.safeParse(WidgetMessageSchema, payload)
  if (!result.success) return null
  const { event, data } = result.output
  const name: WidgetEventName =
    event === 'payment_complete' || event === 'payment_error' ? LEGACY_NAMES[event] : event
  return { event: name, data: data ?? {} }
}

/** The parts of a MessageEvent the filter reads. */
export interface IncomingMessage {
  origin: string
  source: unknown
  data: unknown
}

/** The message, if it comes from `expectedOrigin` and from `frameWindow`, with a valid shape. */
export function acceptWidgetMessage(
  event: IncomingMessage,
  expectedOrigin: string,
  frameWindow: unknown,
): WidgetMessage | null {
  if (event.origin !== expectedOrigin) return null
  if (frameWindow === null || frameWindow === undefined || event.source !== frameWindow) return null
  return parseWidgetMessage(event.data)
}
