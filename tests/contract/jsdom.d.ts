/** The little of jsdom's API the sandbox-page test uses (the package ships no types; @types/jsdom is not installed). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html: string,
      options?: {
        url?: string
        runScripts?: 'dangerously' | 'outside-only'
        beforeParse?: (window: Window & typeof globalThis) => void
      },
    )
    readonly window: Window & typeof globalThis
  }
}
