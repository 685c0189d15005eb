declare module '@11ty/is-land' {
  /** The `<is-land>` custom element class (defined on import). */
  export class Island extends HTMLElement {
    /** Registers what `<is-land type="name">` runs once its conditions are met. */
    static addInitType(name: string, init: (element: HTMLElement) => Promise<void> | void): void
  }
}
