import { createToaster } from '@ark-ui/react/toast'

/** The site's single toaster, with the spec's settings: one toast at a time, 5000 ms, F8.
 *  The store is tiny and always loaded; the view (toaster.tsx) loads after first paint. */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  overlap: false,
})

/** A destructive toast: red, announced, same duration as any other. */
export const showErrorToast = (title: string, description: string) =>
  toaster.error({ title, description })
export const showSuccessToast = (title: string, description?: string) =>
  toaster.success({ title, description })
