import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes'
import { CloseIcon } from './icons'

const { withRootProvider, withContext } = createStyleContext(dialog)

export const Root = withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')
export const Trigger = withContext(ArkDialog.Trigger, 'trigger')

/** Backdrop, positioner, content and the corner close button: the frame every dialog shares. */
export function Frame({ children, closeLabel = 'Close' }: { children: ReactNode; closeLabel?: string }) {
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
