/**
 * The review's result as `review/report.json` holds it: what the HTML report, the Markdown summary
 * and the pull request's comment are written from. Types only, so that the comment script runs on
 * plain Node (`--experimental-strip-types`) without the project's dependencies.
 */

/** A run of a text difference (./textDiff.ts). */
export interface ReportDiffPart {
  type: 'same' | 'added' | 'removed'
  value: string
  /** Words or lines of an unchanged run left out of `value`. */
  skipped?: number
}

/** One screenshot position: a width and a frame, on each side, and their difference. */
export interface ReportShot {
  width: number
  frame: 'first' | 'full'
  /** Files relative to the report's folder. */
  before?: string
  after?: string
  diff?: string
  /** Pixels that differ, and their share of the canvas. */
  changed?: number
  ratio?: number
  /** Changed areas found. */
  areas?: number
  /** Bands cut out around the changes (full page only): before, after, difference. */
  crops?: {
    x: number
    y: number
    width: number
    height: number
    before: string
    after: string
    diff: string
  }[]
}

export interface ReportPage {
  path: string
  status: 'added' | 'removed' | 'changed'
  /** What changed: text, head, structure, styles (empty for added and removed pages). */
  kinds: string[]
  title: string
  /** The visible text's word difference (an added page: all of it, added). */
  text: ReportDiffPart[]
  /** Line differences of the `<head>` tags, the elements and the CSS rules. */
  head: ReportDiffPart[]
  structure: ReportDiffPart[]
  styles: ReportDiffPart[]
  shots: ReportShot[]
}

export interface ReportFile {
  /** Relative to the build folder, without content hash. */
  file: string
  kind: 'feeds' | 'sitemap' | 'redirects' | 'headers' | 'other'
  status: 'added' | 'removed' | 'changed'
  baseBytes?: number
  headBytes?: number
  /** The line difference (all kinds but `other`). */
  diff?: ReportDiffPart[]
}

export interface ReviewReport {
  base: { ref: string; sha: string }
  head: { ref: string; sha: string; uncommitted: boolean }
  /** ISO time the report was written. */
  generated: string
  pages: ReportPage[]
  /** Pages found in both builds and unchanged. */
  unchanged: number
  files: ReportFile[]
  widths: number[]
  /** Whether screenshots were taken (`--no-shots` leaves them out). */
  screenshots: boolean
  /** Pages that did not settle in the browser, and the like. */
  problems: string[]
  /** Seconds each step took. */
  timings: Record<string, number>
}
