import { Toast, Toaster, createToaster, useToastContext } from '@ark-ui/react/toast'
import { useRef, type PointerEvent } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { toast as toastRecipe } from 'styled-system/recipes'
import { CloseIcon } from './icons'

/** The site's single toaster, with the spec's settings: one toast at a time, 5000 ms, F8. */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  overlap: false,
})

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
      if (start.current !== null && e.clientX - start.current >= SWIPE_DISMISS_THRESHOLD_PX) onDismiss()
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
      <Title />
      <Description />
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

/** A destructive toast: red, announced, same duration as any other. */
export const showErrorToast = (title: string, description: string) => toaster.error({ title, description })
export const showSuccessToast = (title: string, description?: string) => toaster.success({ title, description })
