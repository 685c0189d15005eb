/**
 * The review's short Markdown summary: `review/summary.md`, and the body of the pull request's
 * comment (./comment.ts adds the preview's links and the report's download). No imports but types:
 * the comment script runs on plain Node.
 */
import type { ReportPage, ReviewReport } from './reviewTypes.ts'

export interface SummaryLinks {
  /** The preview deploy's address (no trailing slash needed): a link to each page on it. */
  previewUrl?: string
  /** Where the full report can be downloaded (the workflow run's artifact). */
  artifactUrl?: string
}

/** Rows shown in the table; the rest are counted. */
const MAX_ROWS = 40

const percent = (ratio: number | undefined) => {
  if (ratio === undefined) return ''
  if (ratio === 0) return '0 %'
  const value = ratio * 100
  return value < 0.1 ? '< 0.1 %' : `${value.toFixed(1)} %`
}

/** The full-page pixel change at each width, as `0.4 % / 1.2 %`. */
function pixels(page: ReportPage, widths: number[]): string {
  if (page.status !== 'changed') return ''
  const cells = widths.map((w) => {
    const shot = page.shots.find((s) => s.width === w && s.frame === 'full')
    return percent(shot?.ratio)
  })
  return cells.every((c) => !c) ? '' : cells.join(' / ')
}

const WHAT: Record<string, string> = {
  text: 'text',
  head: 'head tags',
  structure: 'markup',
  styles: 'styles',
}

/** `s` for a count other than one. */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** `/blog/x` as a Markdown link on the preview, or as code. */
function pageCell(page: ReportPage, previewUrl: string | undefined): string {
  const code = `\`${page.path}\``
  if (!previewUrl || page.status === 'removed') return code
  return `[${code}](${previewUrl.replace(/\/$/, '')}${page.path})`
}

/** The Markdown summary of a review. */
export function summaryMarkdown(report: ReviewReport, links: SummaryLinks = {}): string {
  const count = (status: ReportPage['status']) =>
    report.pages.filter((p) => p.status === status).length
  const lines: string[] = []
  const base = `\`${report.base.sha.slice(0, 7)}\`${report.base.ref && !report.base.sha.startsWith(report.base.ref) ? ` (${report.base.ref})` : ''}`
  lines.push('### Pages this pull request changes', '')
  if (report.pages.length === 0) {
    lines.push(`No page changes against ${base}: ${plural(report.unchanged, 'page')} unchanged.`)
  } else {
    lines.push(
      `Against ${base}: **${count('changed')} changed, ${count('added')} added, ${count('removed')} removed**, ${report.unchanged} unchanged.`,
      '',
      `| Page | Change | What changed | Pixels changed (full page, ${report.widths.map((w) => `${w}`).join(' / ')} px) |`,
      '| --- | --- | --- | --- |',
    )
    for (const page of report.pages.slice(0, MAX_ROWS)) {
      const what =
        page.status === 'changed'
          ? page.kinds.map((k) => WHAT[k] ?? k).join(', ')
          : `${page.status} page`
      lines.push(
        `| ${pageCell(page, links.previewUrl)} | ${page.status} | ${what} | ${pixels(page, report.widths)} |`,
      )
    }
    if (report.pages.length > MAX_ROWS) {
      lines.push('', `… and ${report.pages.length - MAX_ROWS} more in the report.`)
    }
  }

  const named = report.files.filter((f) => f.kind !== 'other')
  const other = report.files.filter((f) => f.kind === 'other')
  if (named.length > 0 || other.length > 0) {
    lines.push('')
    const parts = named.map((f) => `\`${f.file}\` ${f.status}`)
    if (other.length > 0) parts.push(`${plural(other.length, 'other file')} (scripts, images, …)`)
    lines.push(`Files: ${parts.join(', ')}.`)
  }
  if (report.problems.length > 0) {
    lines.push(
      '',
      `⚠ ${plural(report.problems.length, 'problem')} while taking screenshots (see the report).`,
    )
  }
  if (links.previewUrl) lines.push('', `Preview: ${links.previewUrl}`)
  if (links.artifactUrl) {
    lines.push(
      '',
      `Before, after and difference screenshots and the text changes of every page: [download the review report](${links.artifactUrl}), unzip it and open \`index.html\`.`,
    )
  }
  return `${lines.join('\n')}\n`
}
