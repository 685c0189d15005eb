/**
 * The pull request's review comment, printed to stdout for the workflow to post (or update: it finds
 * its comment by `MARKER`):
 *
 *   node --experimental-strip-types scripts/review/comment.ts --report review/report.json \
 *     [--preview-url <url>] [--artifact-url <url>] [--run-url <url>]
 *
 * The summary of ./summary.ts with a link to each changed page on the preview deploy (when it ran)
 * and to the report's download. Runs on plain Node 22 without the project's dependencies (the
 * workflow's comment job does not install them): node built-ins and type-only imports only.
 */
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { summaryMarkdown } from './summary.ts'
import type { ReviewReport } from './reviewTypes.ts'

/** The hidden line the workflow finds its comment by. */
export const MARKER = '<!-- site-review -->'

export interface CommentInput {
  /** The review's report; undefined when the review did not finish. */
  report: ReviewReport | undefined
  previewUrl?: string
  artifactUrl?: string
  runUrl?: string
}

/** The comment's Markdown. */
export function commentBody({ report, previewUrl, artifactUrl, runUrl }: CommentInput): string {
  const lines = [MARKER]
  if (!report) {
    lines.push(
      '### Pages this pull request changes',
      '',
      `The review did not finish${runUrl ? `: see [the workflow run](${runUrl})` : ''}.`,
    )
    if (previewUrl) lines.push('', `Preview: ${previewUrl}`)
    return `${lines.join('\n')}\n`
  }
  lines.push(summaryMarkdown(report, { previewUrl, artifactUrl }).trimEnd())
  if (!previewUrl) {
    lines.push(
      '',
      '_No preview deploy: the repository has no Netlify secrets, or the pull request comes from a fork._',
    )
  }
  lines.push(
    '',
    `<sub>Written by \`npm run review\` for ${report.head.sha.slice(0, 7)}; updated on every push.${runUrl ? ` [Workflow run](${runUrl}).` : ''}</sub>`,
  )
  return `${lines.join('\n')}\n`
}

/** Run as a script (not when a test imports it). */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      report: { type: 'string', default: 'review/report.json' },
      'preview-url': { type: 'string' },
      'artifact-url': { type: 'string' },
      'run-url': { type: 'string' },
    },
  })
  const report = existsSync(values.report)
    ? (JSON.parse(readFileSync(values.report, 'utf8')) as ReviewReport)
    : undefined
  // Empty values (a skipped step's output) count as absent.
  const given = (value: string | undefined) => (value ? value : undefined)
  process.stdout.write(
    commentBody({
      report,
      previewUrl: given(values['preview-url']),
      artifactUrl: given(values['artifact-url']),
      runUrl: given(values['run-url']),
    }),
  )
}
