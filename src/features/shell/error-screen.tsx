import { useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { button, link } from 'styled-system/recipes'
import { SUPPORT_EMAIL, supportMailto } from '../../config'
import { isChunkLoadError } from '../../lib/chunk-error'

const section = css({
  maxW: '2xl',
  mx: 'auto',
  px: '6',
  py: { base: '20', md: '28' },
  textAlign: 'center',
})
const eyebrow = css({
  color: 'accent.text',
  fontWeight: 'bold',
  fontSize: 'sm',
  letterSpacing: 'caps',
})
const heading = css({
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: 'bold',
  mt: '2',
  _focus: { outline: 'none' },
})
const text = css({ color: 'fg.muted', mt: '3', lineHeight: 'body' })
const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  justifyContent: 'center',
  mt: '8',
})

/** What the visitor reads: a missing chunk means a new release, anything else a fault of ours. */
export function errorWording(error: unknown): { title: string; detail: string } {
  return isChunkLoadError(error)
    ? {
        title: 'A new version of SuperbulletAI is available',
        detail:
          'This page needs part of the site that has just been updated. Reload the page to continue.',
      }
    : {
        title: 'Something went wrong on this page',
        detail: 'The page could not be shown. Reloading usually fixes it.',
      }
}

/**
 * The app's error screen, inside the shell (header and footer stay usable). Plain links and a
 * full reload: they work even when the router or a chunk is what failed. Focus moves to the
 * heading so a screen reader announces what happened.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const { title, detail } = errorWording(error)
  return (
    <section className={section} aria-labelledby="error-screen-title">
      <title>Something went wrong | SuperbulletAI</title>
      <p className={eyebrow}>ERROR</p>
      <h1 id="error-screen-title" ref={headingRef} tabIndex={-1} className={heading}>
        {title}
      </h1>
      <p className={text}>{detail}</p>
      <div className={actions}>
        <button type="button" className={button()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className={button({ variant: 'outline' })}>
          Back to Home
        </a>
      </div>
      <p className={cx(text, css({ fontSize: 'sm' }))}>
        If it keeps happening, write to{' '}
        <a href={supportMailto()} className={link()}>
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </section>
  )
}
