import { Portal } from '@ark-ui/react/portal'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { css, cx } from 'styled-system/css'
import type { CheckoutSession } from '../../../../machines/embedded-checkout.machine'
import { acceptWidgetMessage, type WidgetMessage } from '../widget/widget-protocol'
import * as Dialog from '../../../components/ui/dialog'
import { CloseIcon } from '../../../components/ui/icons'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { useBackCloses } from '../../../lib/use-back-closes'
import { CHECKOUT_HOST, EMBEDDED_CHECKOUT } from '../../../../machines/app.machine'
import { useSystemActor } from '../../../system/app-context'
import {
  selectFrameStatus,
  selectSession,
  type FrameStatus,
} from '../widget/embedded-checkout.selectors'
import { selectBlockedUrl } from './checkout-host.selectors'
import { PopupBlockedDialog } from './popup-blocked-dialog'

const frameBox = css({ position: 'relative', w: 'full', bg: 'bg.surface' })
const frame = css({ display: 'block', w: 'full', h: 'full', border: 'none', bg: 'transparent' })
const loadingOverlay = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  color: 'fg.muted',
  bg: 'bg.surface',
  fontSize: 'sm',
})
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  borderBottomWidth: 'hairline',
  borderColor: 'border.default',
})
const title = css({
  fontSize: 'md',
  fontWeight: 'semibold',
  pr: '0',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
})
const lock = css({ w: '2', h: '2', borderRadius: 'full', bg: 'success.fg' })
const closeButton = css({
  position: 'static',
  w: '9',
  h: '9',
})
const lightboxContent = css({
  maxW: 'checkout',
  p: '0!',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
})
const lightboxFrame = css({ h: 'checkoutLightbox' })
const popupPositioner = css({ p: '0!' })
const popupContent = css({
  maxW: 'none',
  w: 'screen',
  h: 'dvh',
  maxH: 'dvh',
  borderRadius: 'none',
  borderWidth: 'none',
  p: '0!',
  display: 'flex',
  flexDirection: 'column',
})
const popupFrame = css({ flex: '1' })
const inlineFrame = css({
  h: 'checkoutFrame',
  maxH: 'dvh',
  borderRadius: 'card',
  overflow: 'hidden',
})

function useFrameMessages(
  session: CheckoutSession,
  frameRef: React.RefObject<HTMLIFrameElement | null>,
  onMessage: (m: WidgetMessage) => void,
) {
  // A layout effect: listening from the same commit that inserts the frame, so no early message is lost.
  useLayoutEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = acceptWidgetMessage(
        event,
        session.origin,
        frameRef.current?.contentWindow ?? null,
      )
      if (message) onMessage(message)
    }
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [session.origin, frameRef, onMessage])
}

/** The frame's load, as the cover shows it: its spinner, the give-up message, or nothing. */

function FrameWithLoading({
  session,
  status,
  className,
}: {
  session: CheckoutSession
  status: FrameStatus
  className: string
}) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  // Each try is a new frame element, so the frame loads again from the start.
  const [attempt, setAttempt] = useState(0)
  const checkout = useSystemActor(EMBEDDED_CHECKOUT)
  const retry = () => {
    setAttempt((a) => a + 1)
    checkout.send({ type: 'frame.retry' })
  }
  const close = () => checkout.send({ type: 'widget.close' })
  const onMessage = useCallback(
    (message: WidgetMessage) => checkout.send({ type: 'frame.message', message }),
    [checkout],
  )
  useFrameMessages(session, frameRef, onMessage)
  return (
    <div className={cx(frameBox, className)}>
      <iframe
        key={attempt}
        ref={frameRef}
        src={session.frameUrl}
        title="Secure checkout"
        allow="payment"
        // The provider learns the site's origin, never the page's path or query.
        referrerPolicy="strict-origin-when-cross-origin"
        className={frame}
      />
      {status === 'loading' && (
        <div className={loadingOverlay} role="status">
          <Spinner size={28} />
          Loading secure checkout...
        </div>
      )}
      {status === 'failed' && (
        <div className={loadingOverlay} role="alert">
          <p className={css({ maxW: 'sm', textAlign: 'center', px: '4' })}>
            The secure checkout did not load. Check your connection and try again; nothing has been
            charged.
          </p>
          <div className={css({ display: 'flex', gap: '3' })}>
            <Button size="sm" onClick={retry}>
              Try again
            </Button>
            <Button size="sm" variant="outline" onClick={close}>
              Close
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}

function CheckoutDialog({ session, status }: { session: CheckoutSession; status: FrameStatus }) {
  const popup = session.mode === 'popup'
  const checkout = useSystemActor(EMBEDDED_CHECKOUT)
  const close = () => checkout.send({ type: 'widget.close' })
  useBackCloses(true, close)
  return (
    <Dialog.Root
      open
      closeOnEscape={session.closeOnEsc}
      closeOnInteractOutside={session.closeOnClickOutside}
      onOpenChange={(d) => !d.open && close()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner className={popup ? popupPositioner : undefined}>
          <Dialog.Content
            className={popup ? popupContent : lightboxContent}
            data-checkout-mode={session.mode}
          >
            <div className={header}>
              <Dialog.Title className={title}>
                <span className={lock} aria-hidden="true" />
                Secure Checkout
              </Dialog.Title>
              <Dialog.CloseTrigger aria-label="Close checkout" className={closeButton}>
                <CloseIcon />
              </Dialog.CloseTrigger>
            </div>
            <FrameWithLoading
              session={session}
              status={status}
              className={popup ? popupFrame : lightboxFrame}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/**
 * The shell's checkout host (lazy: loaded when a checkout is first launched): the embedded
 * widget as lightbox, full-screen popup or inline frame, and the Popup Blocked dialog.
 */
export default function CheckoutHost() {
  const actor = useSystemActor(EMBEDDED_CHECKOUT)
  const host = useSystemActor(CHECKOUT_HOST)
  const session = useSelector(actor, selectSession)
  const status = useSelector(actor, selectFrameStatus)
  const blockedUrl = useSelector(host, selectBlockedUrl)
  const navigate = useNavigate()
  const closePopupBlocked = () => host.send({ type: 'popupBlocked.close' })
  useBackCloses(blockedUrl !== null, closePopupBlocked)

  useEffect(() => {
    const completed = actor.on('payment.completed', ({ search }) => {
      const amount = typeof search.amount === 'number' ? search.amount : Number(search.amount)
      void navigate({
        to: '/checkout-success',
        search: { plan: search.plan, amount, currency: search.currency },
      })
    })
    return () => completed.unsubscribe()
  }, [actor, navigate])

  let widget = null
  if (session?.mode === 'inline' && session.target instanceof Element) {
    widget = createPortal(
      <FrameWithLoading
        key={session.frameUrl}
        session={session}
        status={status}
        className={inlineFrame}
      />,
      session.target,
    )
  } else if (session) {
    widget = <CheckoutDialog key={session.ident} session={session} status={status} />
  }

  return (
    <>
      {widget}
      <PopupBlockedDialog url={blockedUrl} onClose={closePopupBlocked} />
    </>
  )
}
