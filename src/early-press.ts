/**
 * A prerendered page shows its buttons before the app has run, and a button does nothing until
 * React has hydrated it: a press in those first seconds (Get Pro, a top-up's Buy) would be lost.
 * React itself replays a press on a part it has not hydrated yet, but only once `hydrateRoot` has
 * been called. Until then, EARLY_PRESS_SCRIPT (inline in every page's head, so it runs before the
 * first paint; its sha256 is in the CSP) keeps the last enabled button pressed, and holds back
 * what the browser would do on its own (a form's native submit). `replayEarlyPress` then presses
 * it again, right after `hydrateRoot`, and React hands the press to the button's handler.
 */
/** The window property that holds the pressed button (null once the capture has ended). */
export const EARLY_PRESS_KEY = '__superbulletEarlyPress'

export const EARLY_PRESS_SCRIPT =
  `addEventListener("click",function(e){if(window.${EARLY_PRESS_KEY}===null)return;` +
  `var b=e.target instanceof Element&&e.target.closest("button");` +
  `if(b&&!b.disabled){e.preventDefault();window.${EARLY_PRESS_KEY}=b}},true)`

type EarlyPressWindow = Record<typeof EARLY_PRESS_KEY, HTMLButtonElement | null | undefined>

/** Ends the capture; returns the button pressed before it ended, if any. */
export function endEarlyPress(): HTMLButtonElement | null {
  const held = window as unknown as EarlyPressWindow
  const pressed = held[EARLY_PRESS_KEY] ?? null
  held[EARLY_PRESS_KEY] = null
  return pressed
}

/** Presses again the button pressed before hydration, if it is still on the page, and ends the capture. */
export function replayEarlyPress() {
  const pressed = endEarlyPress()
  if (pressed?.isConnected) pressed.click()
}
