/**
 * A story per path (storyboards/<flow>.paths.stories.tsx): the path's screens left to right, each
 * the flow's board staged for one prefix of the path (the real view, its actor replayed to that
 * step) in a scaled-down frame with its step, state and the event that led there.
 *
 * Each frame is an iframe the view is portalled into, so its dialogs and toasts stay in their own
 * screen (Ark UI's portals follow the EnvironmentProvider) and its layout sees a desktop viewport.
 * The frames are staged one at a time, each from a fresh replay, checked (its flow rests in its
 * step) and then kept as a still: the site has one toaster, and the tab's purchase and the checkout
 * widget are still module-wide, so two live frames would show one frame's state in both.
 */
import { EnvironmentProvider } from '@ark-ui/react/environment'
import type { StoryObj } from '@storybook/react-vite'
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { createPortal, flushSync } from 'react-dom'
import type { MachinePath, PathModel } from '../machines/paths'
import { toaster } from '../src/components/ui/toast-store'
import { expectFlowInState, SCREEN_SETTLES_MS, type Loaded } from './board'
import { eventLabel, namedPaths, statesLabel, stepStates } from './paths'

interface StripBoard {
  models: PathModel[]
  stage: (model: PathModel, path: MachinePath) => Promise<Loaded>
  restores: boolean
}

/** The viewport each screen is laid out in, and the scale it is shown at. */
const VIEWPORT = { width: 1280, height: 800 }
const SCALE = 0.3
const BLANK = '<!doctype html><html lang="en"><head></head><body></body></html>'
/** How long the frames stay unchanged before the strip counts as shown (as long as a state story waits after its last event). */
const QUIET_MS = SCREEN_SETTLES_MS
const SETTLE_LIMIT_MS = 8_000
const HIDE_TOASTS = '[data-scope="toast"] { display: none !important; }'

interface FrameStage {
  caption: string
  /** The path up to this frame's step. */
  prefix: MachinePath
  /** Resolves once the frame's document is up, with what shows a view in it. */
  mounted: Promise<FrameControls>
  onMount: (controls: FrameControls) => void
}

interface FrameControls {
  doc: Document
  /** Shows a staged view live in the frame. */
  show: (view: ReactNode) => void
  /** Keeps the frame's screen as it is now and unmounts its view (its actors with it). */
  still: () => void
}

/** Runs `step` and tells whether the site's toaster showed a toast meanwhile (cleared first: one at a time). */
async function makesToast(step: () => Promise<unknown>) {
  toaster.remove()
  let shown = false
  const stop = toaster.subscribe((toast: { dismiss?: boolean }) => {
    if (!toast.dismiss) shown = true
  })
  try {
    await step()
  } finally {
    stop()
  }
  return shown
}

/**
 * Resolves once no frame's DOM has changed for QUIET_MS (a lazy dialog mounted, its content shown),
 * or after SETTLE_LIMIT_MS.
 */
async function quiet(docs: Document[]) {
  let last = performance.now()
  const observer = new MutationObserver(() => (last = performance.now()))
  for (const doc of docs)
    observer.observe(doc.body, { childList: true, subtree: true, characterData: true })
  const start = performance.now()
  while (performance.now() - last < QUIET_MS && performance.now() - start < SETTLE_LIMIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 50))
  observer.disconnect()
}

/** The page's styles, copied into a frame: the view is styled as in the app. */
function copyStyles(doc: Document) {
  for (const node of document.head.querySelectorAll('style, link[rel="stylesheet"]'))
    doc.head.append(node.cloneNode(true))
}

function Frame({ stage, title }: { stage: FrameStage; title: string }) {
  const [doc, setDoc] = useState<Document | null>(null)
  const [view, setView] = useState<ReactNode>(null)
  useEffect(() => {
    if (!doc) return
    stage.onMount({
      doc,
      show: (next) => flushSync(() => setView(next)),
      still: () => {
        const screen = doc.body.innerHTML
        flushSync(() => setView(null))
        doc.body.innerHTML = screen
      },
    })
  }, [doc, stage])
  return (
    <div
      style={{
        width: VIEWPORT.width * SCALE,
        height: VIEWPORT.height * SCALE,
        overflow: 'hidden',
        border: '1px solid #4b5563',
        borderRadius: 4,
      }}
    >
      <iframe
        title={title}
        srcDoc={BLANK}
        style={{ ...VIEWPORT, border: 0, zoom: SCALE }}
        onLoad={(event) => {
          const loadedDoc = event.currentTarget.contentDocument!
          copyStyles(loadedDoc)
          // A frame never takes focus: a dialog opening in one frame would otherwise close the
          // dialog of another (focus outside).
          ;(loadedDoc.defaultView as typeof globalThis).HTMLElement.prototype.focus = () => {}
          setDoc(loadedDoc)
        }}
      />
      {doc &&
        view &&
        createPortal(<EnvironmentProvider value={() => doc}>{view}</EnvironmentProvider>, doc.body)}
    </div>
  )
}

const list: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
}
const caption: CSSProperties = {
  font: '14px/1.4 system-ui, sans-serif',
  marginTop: 6,
  maxWidth: VIEWPORT.width * SCALE,
}

export function stripStory(board: StripBoard, name: string): StoryObj {
  const found = namedPaths(board.models).find((p) => p.name === name)
  if (!found) throw new Error(`no shortest path named '${name}' (storyboards/paths.ts)`)
  const { path, model } = found
  return {
    // axe checks the strip; each frame's screen is its state story's, checked there.
    // The docs' source snippet is the story's code: a snippet rendered from the strip would print
    // its frames' props (staged actors, frame documents), a walk that never ends and hangs the tab.
    parameters: {
      docs: { description: { story: `Path: ${path.description}` }, source: { type: 'code' } },
      a11y: { options: { iframes: false } },
    },
    loaders: [
      () => {
        const frames = path.steps.map((step, index): FrameStage => {
          let onMount!: (controls: FrameControls) => void
          const mounted = new Promise<FrameControls>((resolve) => (onMount = resolve))
          const label = `${index + 1}. ${statesLabel(stepStates(path, index))}`
          return {
            caption: `${label}, after ${eventLabel(model, step.event)}`,
            prefix: { ...path, steps: path.steps.slice(0, index + 1) },
            mounted,
            onMount,
          }
        })
        return { frames }
      },
    ],
    render: (_args, { loaded }) => {
      const { frames } = loaded as { frames: FrameStage[] }
      return (
        <main style={{ padding: 16 }}>
          <h1 style={{ font: '600 18px/1.4 system-ui, sans-serif', margin: '0 0 12px' }}>
            {/* A path of no events (a one-state flow's) has no name. */}
            {name || 'Initial state'}
          </h1>
          <ol style={list}>
            {frames.map((frame) => (
              <li key={frame.caption}>
                <figure style={{ margin: 0 }}>
                  <Frame stage={frame} title={frame.caption} />
                  <figcaption style={caption}>{frame.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ol>
        </main>
      )
    },
    play: async ({ loaded }) => {
      const { frames } = loaded as { frames: FrameStage[] }
      // One frame at a time, in path order, each staged afresh: its toasts are its own, and the
      // app's shared parts (the tab's purchase, the checkout widget) are its step's while it is
      // live. Once its flow is checked, the frame keeps its screen as a still.
      for (const frame of frames) {
        const { doc, show, still } = await frame.mounted
        let staged!: Loaded
        const staging = async () => (staged = await board.stage(model, frame.prefix))
        // A board that restores its view plays the path while staging it.
        let toasts = board.restores ? await makesToast(staging) : (await staging(), false)
        show(staged.view)
        await staged.ready()
        if (!board.restores) toasts = await makesToast(staged.play)
        if (!toasts) {
          const style = doc.createElement('style')
          style.textContent = HIDE_TOASTS
          doc.head.append(style)
        }
        await quiet([doc])
        // Each frame shows its own state: its flow, as its view reads it, rests in the frame's step.
        expectFlowInState(`frame '${frame.caption}'`, staged)
        still()
      }
    },
  }
}
