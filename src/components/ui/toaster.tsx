import { Toast, Toaster, useToastContext } from '@ark-ui/react/toast'
import { useRef, type PointerEvent } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { toast as toastRecipe } from 'styled-system/recipes'
import { CloseIcon } from './icons'

import { toaster } from './toast-store'

export const SWIPE_DISMISS_THRESHOLD_PX = 50

const { withProvider, withContext } = createStyleContext(toastRecipe)
const Root = withProvider(Toast.Root, 'root')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

/** Ark's toast has no swipe gesture; this adds swipe-right-to-dismiss past 50 px. */
function useSwipeRight(onDismiss: () => void) {
  const start = useRef<number | null>(null)
  return {
    onPointerDown: (e: PointerEvent) => {
      start.current = e.clientX
    },
    onPointerUp: (e: PointerEvent) => {
      if (start.current !== null && e.clientX - start.current >= SWIPE_DISMISS_THRESHOLD_PX)
        onDismiss()
      start.current = null
    },
    onPointerCancel: () => {
      start.current = null
    },
  }
}

function AppToast() {
  const toast = useToastContext()
  const swipe = useSwipeRight(() => toast.dismiss())
  return (
    <Root {...swipe}>
      <Title>{toast.title}</Title>
      {toast.description && <Description>{toast.description}</Description>}
      <CloseTrigger aria-label="Dismiss notification">
        <CloseIcon width={16} height={16} />
      </CloseTrigger>
    </Root>
  )
}

export function AppToaster() {
  return (
    <Toaster toaster={toaster} aria-label="Notifications (F8)">
      {() => <AppToast />}
    </Toaster>
  )
}
