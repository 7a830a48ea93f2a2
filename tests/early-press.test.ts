import {
  EARLY_PRESS_KEY,
  EARLY_PRESS_SCRIPT,
  endEarlyPress,
  replayEarlyPress,
} from '../src/early-press'

/** The prerendered page's inline script, run as the browser runs it. */
const runInlineScript = () => new Function(EARLY_PRESS_SCRIPT)()

describe('a press before hydration', () => {
  let presses: string[]
  /** What reaches the page's own handlers: the button, and whether the capture held it back. */
  const record = (event: Event) =>
    presses.push(
      `${(event.target as HTMLElement).textContent}${event.defaultPrevented ? ' (held)' : ''}`,
    )
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((b) => b.textContent === name)!

  beforeEach(() => {
    presses = []
    document.body.innerHTML =
      '<form><button type="submit">Get Pro</button></form><button type="button"><span>Buy</span></button>'
    delete (window as unknown as Record<string, unknown>)[EARLY_PRESS_KEY]
    runInlineScript()
    document.addEventListener('click', record)
  })

  afterEach(() => {
    document.removeEventListener('click', record)
    endEarlyPress()
  })

  it('is held, the latest button only, and the browser does nothing of its own (no native submit)', () => {
    let submitted = 0
    document.querySelector('form')!.addEventListener('submit', () => submitted++)
    button('Get Pro').click()
    document.querySelector('span')!.click()
    expect(submitted).toBe(0)
    expect(presses).toEqual(['Get Pro (held)', 'Buy (held)'])
    expect(endEarlyPress()).toBe(button('Buy'))
  })

  it('is pressed again once, and the capture ends: later presses reach the page as they are', () => {
    button('Buy').click()
    replayEarlyPress()
    button('Buy').click()
    replayEarlyPress()
    expect(presses).toEqual(['Buy (held)', 'Buy', 'Buy'])
  })

  it('leaves every button alone when none was pressed', () => {
    replayEarlyPress()
    expect(presses).toEqual([])
  })

  it('is dropped when its button has left the page before hydration', () => {
    button('Buy').click()
    button('Buy').remove()
    replayEarlyPress()
    expect(presses).toEqual(['Buy (held)'])
  })
})
