/**
 * The W3C Nu HTML Checker (vnu, the `vnu-jar` package) over the pages of a build, in one Java
 * process for all of them: the JVM's start costs seconds, a page costs milliseconds. Java comes from
 * the system (Debian's `default-jre-headless`; `.ci/run` installs it when missing) or `JAVA_HOME`.
 *
 * Every error fails the gate, except messages about the checker's own limits, matched by message
 * in `CHECKER_LIMITS`: keep that list short, and give each entry its reason.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** One message of vnu's JSON output (`--format json`). */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error' | string
  subType?: string
  /** The checked file as a `file:` URL. */
  url?: string
  message: string
  lastLine?: number
  extract?: string
}

interface CheckerLimit {
  /** Short name, for the summary. */
  kind: string
  /** What the checker does not know yet, and why the page is right. */
  why: string
  matches: (message: string) => boolean
}

/** Messages that are the checker's limits, not errors of ours. */
export const CHECKER_LIMITS: readonly CheckerLimit[] = [
  {
    kind: '@view-transition',
    why: 'its CSS parser predates CSS View Transitions Level 2 (cross-document transitions; Chromium 126+, Safari 18.2+)',
    matches: (m) => m.includes('Unrecognized at-rule “@view-transition”'),
  },
  {
    kind: 'view-transition-name',
    why: 'the same: the property of CSS View Transitions Level 1 (Chromium 111+, Safari 18+, Firefox 144+)',
    matches: (m) => m.includes("Property “view-transition-name” doesn't exist"),
  },
  {
    kind: '@container',
    why: 'its CSS parser predates CSS Containment Level 3 (container queries; Baseline 2023: Chromium 105+, Safari 16+, Firefox 110+)',
    matches: (m) => m.includes('Unrecognized at-rule “@container”'),
  },
  {
    kind: 'container',
    why: 'the same: the shorthand that names a query container',
    matches: (m) => m.includes("Property “container” doesn't exist"),
  },
  {
    kind: 'scroll-marker-group',
    why: 'its CSS parser predates CSS Overflow Level 5 (scroll markers, the dots under a swipe row; Chromium 135+, inside @supports so other browsers skip it)',
    matches: (m) =>
      m.includes("Property “scroll-marker-group” doesn't exist") ||
      m.includes('Unknown pseudo-element or pseudo-class “::scroll-marker-group”'),
  },
  {
    kind: '::scroll-marker',
    why: 'the same: the pseudo-element of each dot',
    matches: (m) => m.includes('Unknown pseudo-element or pseudo-class “::scroll-marker”'),
  },
  {
    kind: 'scroll-driven animation',
    why: "its CSS parser predates CSS Scroll-driven Animations (timeline-scope, scroll-timeline, animation-timeline: the blog chips' edge fade that leaves when the row is scrolled to its end; Chromium 115+, inside @supports so other browsers keep the chevron)",
    matches: (m) =>
      ['timeline-scope', 'scroll-timeline', 'animation-timeline'].some((p) =>
        m.includes(`Property “${p}” doesn't exist`),
      ),
  },
  {
    kind: 'blocking on <link rel=expect>',
    why: 'the HTML standard allows blocking="render" on <link rel="expect"> (first paint waits until the named element is parsed; Chromium 124+, others ignore it); the checker knows the attribute on stylesheets only',
    matches: (m) =>
      m.includes(
        'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”',
      ),
  },
  {
    kind: 'pathLength on <polyline>',
    why: 'SVG 2 allows pathLength on every basic shape; the checker knows SVG 1.1, which allowed it on <path> only',
    matches: (m) => m.includes('Attribute “pathLength” not allowed on element “polyline”'),
  },
]

export interface HtmlReport {
  /** Errors outside the allow-list: each fails the gate. */
  errors: VnuMessage[]
  /** Allow-listed errors by kind. */
  allowed: Map<string, number>
  /** The checker's warnings: advice, listed but not failing (a new checker may add some). */
  warnings: VnuMessage[]
}

/** Sorts vnu's messages into errors, allow-listed checker limits and warnings (notes dropped). */
export function classifyMessages(messages: readonly VnuMessage[]): HtmlReport {
  const report: HtmlReport = { errors: [], allowed: new Map(), warnings: [] }
  for (const message of messages) {
    if (message.type === 'info') {
      if (message.subType === 'warning') report.warnings.push(message)
      continue
    }
    const limit =
      message.type === 'error' ? CHECKER_LIMITS.find((l) => l.matches(message.message)) : undefined
    if (limit) report.allowed.set(limit.kind, (report.allowed.get(limit.kind) ?? 0) + 1)
    else report.errors.push(message)
  }
  return report
}

/** The `java` to run: `$JAVA_HOME/bin/java` when set, else the one on the PATH. */
function javaCommand(): string {
  const home = process.env.JAVA_HOME
  const fromHome = home
    ? path.join(home, 'bin', process.platform === 'win32' ? 'java.exe' : 'java')
    : ''
  return fromHome && existsSync(fromHome) ? fromHome : 'java'
}

/** Where the `vnu-jar` package keeps the checker. */
function vnuJar(): string {
  const require = createRequire(import.meta.url)
  return String(require('vnu-jar'))
}

/**
 * Runs the checker once over `files` (absolute paths) and returns all its messages. Throws when
 * Java or the checker cannot run.
 */
export function runVnu(files: readonly string[]): VnuMessage[] {
  if (files.length === 0) return []
  const java = javaCommand()
  const result = spawnSync(java, ['-jar', vnuJar(), '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.error) {
    throw new Error(
      `The Nu HTML Checker needs Java 11 or later (${java}: ${result.error.message}). ` +
        'Install it (Debian: apt-get install default-jre-headless) or set JAVA_HOME.',
    )
  }
  try {
    return (JSON.parse(result.stdout) as { messages: VnuMessage[] }).messages
  } catch {
    throw new Error(
      `The Nu HTML Checker gave no report (exit ${result.status}):\n${result.stderr.slice(0, 2000)}`,
    )
  }
}

/** A message as a failure line: the page, the line and what is wrong, with the markup around it. */
export function formatMessage(message: VnuMessage, dir: string): string {
  const file = message.url ? path.relative(dir, new URL(message.url).pathname) : '(no file)'
  const line = message.lastLine ? `:${message.lastLine}` : ''
  const extract = message.extract ? `\n      ${message.extract.replace(/\s+/g, ' ').trim()}` : ''
  return `  ${file}${line}: ${message.message}${extract}`
}
