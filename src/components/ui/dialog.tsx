import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes'
import { CloseIcon } from './icons'

const { withRootProvider, withContext } = createStyleContext(dialog)

const StyledRoot = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})

/**
 * In development a controlled dialog opens one effect after it mounts. Mounted already open (every
 * dialog that loads on first use is), React's StrictMode double mount leaves a second layer of the
 * dialog in zag's layer stack (chakra-ui/zag#3081); the stale layer then takes the first focus
 * inside the dialog for an outside interaction and closes it. Production mounts once, so a dialog
 * opens in the render that mounts it: the checkout's frame goes into the page a frame sooner.
 */
export const Root = import.meta.env.DEV ? RootAfterMount : RootAtOnce

function RootAtOnce(props: ComponentProps<typeof StyledRoot>) {
  return <StyledRoot {...stayOpenForOthers} {...props} />
}

function RootAfterMount({ open, ...props }: ComponentProps<typeof StyledRoot>) {
  const [mounted, setMounted] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after mounting is the point
  useEffect(() => setMounted(true), [])
  return (
    <StyledRoot
      {...stayOpenForOthers}
      {...props}
      open={open === undefined ? undefined : mounted && open}
    />
  )
}

/**
 * A dialog closes for its own Escape, close buttons and clicks outside, or when its flow's state
 * says so; never because another dialog closed. When one dialog opens as another closes (Proceed
 * in Upgrade to Pro, then Pop-up Blocked), zag dismisses every layer above the closing one and the
 * closing one hands focus back to the page, which counts as a focus outside the new dialog.
 */
const stayOpenForOthers = {
  onRequestDismiss: (e: { preventDefault: () => void }) => e.preventDefault(),
  onFocusOutside: (e: { preventDefault: () => void }) => e.preventDefault(),
}
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')
export const Trigger = withContext(ArkDialog.Trigger, 'trigger')
/** The dialog's actions, primary last: they stay in view while the body scrolls. */
export const Footer = withContext('div', 'footer')

/** Backdrop, positioner, content and the corner close button: the frame every dialog shares. */
export function Frame({
  children,
  closeLabel = 'Close',
}: {
  children: ReactNode
  closeLabel?: string
}) {
  return (
    <Portal>
      <Backdrop />
      <Positioner>
        <Content>
          {children}
          <CloseTrigger aria-label={closeLabel}>
            <CloseIcon />
          </CloseTrigger>
        </Content>
      </Positioner>
    </Portal>
  )
}
