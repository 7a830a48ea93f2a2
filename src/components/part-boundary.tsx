import { Component, type ErrorInfo, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { isChunkLoadError } from '../lib/chunk-error'

const box = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderWidth: 'hairline',
  borderColor: 'danger.border',
  borderRadius: 'card',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
})
// A part that floats (a dialog, the checkout) reports at the bottom of the screen, over the page.
const floating = css({
  position: 'fixed',
  insetX: '4',
  bottom: '4',
  zIndex: 'toast',
  maxW: 'xl',
  mx: 'auto',
  boxShadow: 'lg',
})

export interface PartBoundaryProps {
  /** What failed, in the visitor's words: "The sign-in dialog". */
  what: string
  children: ReactNode
  /** Dialogs and the checkout: the message floats over the page instead of taking their place. */
  floating?: boolean
  /** Puts the part's owner back in a usable state (closes the dialog it was opening). */
  onDismiss?: () => void
}

/**
 * Keeps a failure of one part (a dialog, a dashboard tab, the checkout) in that part: the message
 * shows where it was, and the rest of the page, header included, stays usable. A missing chunk
 * (a deploy replaced the code) asks for a reload instead of doing it, so nothing typed elsewhere
 * on the page is lost without the visitor choosing to.
 */
export class PartBoundary extends Component<PartBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.what} failed`, error, info.componentStack)
  }

  private dismiss = () => {
    this.setState({ error: null })
    this.props.onDismiss?.()
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const { what, floating: float, onDismiss } = this.props
    const reason = isChunkLoadError(error)
      ? 'could not load: the site has just been updated.'
      : 'ran into a problem.'
    return (
      <div role="alert" className={float ? `${box} ${floating}` : box}>
        <span className={css({ flex: '1', minW: '48' })}>
          {what} {reason} Reload the page to continue.
        </span>
        <button
          type="button"
          className={button({ size: 'sm' })}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        {onDismiss ? (
          <button
            type="button"
            className={button({ size: 'sm', variant: 'outline' })}
            onClick={this.dismiss}
          >
            Dismiss
          </button>
        ) : null}
      </div>
    )
  }
}
