/**
 * The review's report: `report.json` (./types.ts), `index.html` (a summary table, then each page
 * before | after | difference at each width, with its text changes; no script, opens from disk, its
 * images beside it in `shots/`) and `summary.md` (./summary.ts).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { escapeMarkup } from '../lib/html'
import type { FileDiff, PageDiff, SiteComparison } from './compare'
import { summaryMarkdown } from './summary.ts'
import { lineDiff, wordDiff, type DiffPart } from './textDiff'
import type {
  ReportDiffPart,
  ReportFile,
  ReportPage,
  ReportShot,
  ReviewReport,
} from './reviewTypes'

/** Lines of a line difference kept in the report; the rest are counted. */
const MAX_LINES = 400

function capped(parts: DiffPart[]): ReportDiffPart[] {
  if (parts.length <= MAX_LINES) return parts
  const rest = parts.length - MAX_LINES
  return [...parts.slice(0, MAX_LINES), { type: 'same', value: '', skipped: rest }]
}

/** A page's entry in the report, its screenshots not yet taken. */
function reportPage(page: PageDiff): ReportPage {
  const base = page.base
  const head = page.head
  const text = (() => {
    if (base && head) return wordDiff(base.text, head.text)
    if (head) return [{ type: 'added' as const, value: head.text }]
    return [{ type: 'removed' as const, value: base?.text ?? '' }]
  })()
  const lines = (pick: (p: NonNullable<PageDiff['base']>) => string[]) =>
    base && head && page.status === 'changed' ? capped(lineDiff(pick(base), pick(head))) : []
  return {
    path: page.path,
    status: page.status,
    kinds: page.kinds,
    title: (head ?? base)?.title ?? '',
    text: page.status === 'changed' && !page.kinds.includes('text') ? [] : text,
    head: lines((p) => p.head),
    structure: lines((p) => p.structure),
    styles: lines((p) => p.styles),
    shots: [],
  }
}

function reportFile(file: FileDiff): ReportFile {
  const lines = (text: string | undefined) => (text ? text.split('\n') : [])
  return {
    file: file.file,
    kind: file.kind,
    status: file.status,
    ...(file.baseBytes !== undefined ? { baseBytes: file.baseBytes } : {}),
    ...(file.headBytes !== undefined ? { headBytes: file.headBytes } : {}),
    ...(file.kind !== 'other'
      ? { diff: capped(lineDiff(lines(file.baseText), lines(file.headText))) }
      : {}),
  }
}

/** The pages and files of a comparison, as the report lists them. */
export function reportEntries(
  comparison: SiteComparison,
): Pick<ReviewReport, 'pages' | 'files' | 'unchanged'> {
  const order = { changed: 0, added: 1, removed: 2 }
  return {
    pages: comparison.pages
      .map(reportPage)
      .sort((a, b) => order[a.status] - order[b.status] || a.path.localeCompare(b.path)),
    files: comparison.files.map(reportFile),
    unchanged: comparison.unchanged.length,
  }
}

// ---------------------------------------------------------------------------------------------
// HTML

const e = (text: string) => escapeMarkup(text)
const href = (file: string) => file.split(path.sep).map(encodeURIComponent).join('/')
const anchor = (page: string) =>
  page === '/' ? 'page-home' : `page${page.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`

function renderWords(parts: ReportDiffPart[]): string {
  return parts
    .map((part) => {
      const value = e(part.value).replace(/\n/g, '<br>')
      if (part.type === 'added') return `<ins>${value}</ins>`
      if (part.type === 'removed') return `<del>${value}</del>`
      return `<span class="same">${value}</span>`
    })
    .join('')
}

function renderLines(parts: ReportDiffPart[]): string {
  const rows = parts.map((part) => {
    if (part.skipped)
      return `<div class="skip">… ${part.skipped} unchanged line${part.skipped === 1 ? '' : 's'} …</div>`
    const sign = part.type === 'added' ? '+' : part.type === 'removed' ? '−' : ' '
    const value = part.value.length > 600 ? `${part.value.slice(0, 600)} …` : part.value
    return `<div class="${part.type}">${sign} ${e(value)}</div>`
  })
  return `<pre class="lines">${rows.join('')}</pre>`
}

const percent = (ratio: number | undefined) =>
  ratio === undefined
    ? ''
    : ratio === 0
      ? '0 %'
      : ratio * 100 < 0.1
        ? '< 0.1 %'
        : `${(ratio * 100).toFixed(1)} %`

function figure(file: string | undefined, label: string): string {
  if (!file) return `<figure class="empty"><figcaption>${e(label)}</figcaption><p>none</p></figure>`
  return `<figure><figcaption>${e(label)}</figcaption><a href="${href(file)}"><img src="${href(file)}" loading="lazy" alt="${e(label)}"></a></figure>`
}

/** Before | after | difference, one figure each. */
function triple(
  before: string | undefined,
  after: string | undefined,
  diff: string | undefined,
  diffLabel: string,
) {
  return `<div class="shots">${figure(before, 'before')}${figure(after, 'after')}${figure(diff, diffLabel)}</div>`
}

function changedShots(page: ReportPage, width: number): string {
  const first = page.shots.find((s) => s.width === width && s.frame === 'first')
  const full = page.shots.find((s) => s.width === width && s.frame === 'full')
  const note = (shot: ReportShot | undefined) =>
    !shot || shot.changed === undefined
      ? ''
      : shot.changed === 0
        ? 'no pixel changed'
        : `${shot.changed.toLocaleString('en')} pixels (${percent(shot.ratio)}) in ${shot.areas} area${shot.areas === 1 ? '' : 's'}`
  const parts = [`<h3>${width} px</h3>`]
  if (full?.changed === 0) {
    parts.push('<p class="quiet">No pixel changed at this width.</p>')
  }
  const crops = full?.crops ?? []
  for (const crop of crops) {
    parts.push(
      `<h4>Where it changed: ${crop.y}–${crop.y + crop.height} px from the top</h4>`,
      triple(crop.before, crop.after, crop.diff, 'difference'),
    )
  }
  if (crops.length >= 3) {
    parts.push(
      '<p class="quiet">Only the first three changed areas are cut out: see the full page.</p>',
    )
  }
  if (first) {
    parts.push(
      `<details${full?.crops?.length ? '' : ' open'}><summary>First screen: ${note(first)}</summary>${triple(first.before, first.after, first.diff, 'difference')}</details>`,
    )
  }
  if (full) {
    parts.push(
      `<details><summary>Full page: ${note(full)}</summary>${triple(full.before, full.after, full.diff, 'difference')}</details>`,
    )
  }
  return parts.join('')
}

function renderShots(page: ReportPage, widths: number[]): string {
  if (page.shots.length === 0) return ''
  if (page.status === 'changed') return widths.map((w) => changedShots(page, w)).join('')
  // An added page: it has no "before"; its first screen and full page at each width.
  const figures = widths.flatMap((width) =>
    (['first', 'full'] as const).map((frame) => {
      const shot = page.shots.find((s) => s.width === width && s.frame === frame)
      return figure(shot?.after, `${width} px, ${frame === 'first' ? 'first screen' : 'full page'}`)
    }),
  )
  return `<h3>The new page (nothing to compare it with)</h3><div class="shots four">${figures.join('')}</div>`
}

function renderPage(page: ReportPage, widths: number[]): string {
  const what = page.status === 'changed' ? page.kinds.join(', ') : `${page.status} page`
  const details = (
    [
      ['Head tags', page.head],
      ['Markup (elements and attributes)', page.structure],
      ['Styles (CSS rules)', page.styles],
    ] as const
  )
    .filter(([, parts]) => parts.some((p) => p.type !== 'same'))
    .map(([label, parts]) => `<details><summary>${label}</summary>${renderLines(parts)}</details>`)
    .join('')
  const words = `<p class="words">${renderWords(page.text)}</p>`
  // A changed page's text changes come first; a new or removed page's whole text is folded.
  const text =
    page.status !== 'changed'
      ? `<details><summary>All the text of the ${page.status === 'added' ? 'new' : 'removed'} page</summary>${words}</details>`
      : page.text.length > 0
        ? `<h3>Text</h3>${words}`
        : '<p class="quiet">The visible text did not change.</p>'
  const body =
    page.status === 'changed'
      ? `${text}${renderShots(page, widths)}`
      : `${renderShots(page, widths)}${text}`
  return `<section id="${anchor(page.path)}" class="page"><h2><code>${e(page.path)}</code> <span class="badge ${page.status}">${page.status}</span></h2>
<p class="quiet">${e(page.title)} · ${e(what)}</p>
${body}${details}</section>`
}

function renderFiles(files: ReportFile[]): string {
  if (files.length === 0) return '<p class="quiet">No other file changed.</p>'
  const size = (n: number | undefined) => (n === undefined ? '–' : `${(n / 1024).toFixed(1)} KB`)
  const named = files.filter((f) => f.kind !== 'other')
  const other = files.filter((f) => f.kind === 'other')
  const namedRows = named
    .map(
      (f) =>
        `<tr><td><code>${e(f.file)}</code></td><td>${f.kind}</td><td><span class="badge ${f.status}">${f.status}</span></td><td>${size(f.baseBytes)} → ${size(f.headBytes)}</td></tr>`,
    )
    .join('')
  const diffs = named
    .filter((f) => f.diff && f.diff.length > 0)
    .map(
      (f) =>
        `<details><summary><code>${e(f.file)}</code></summary>${renderLines(f.diff!)}</details>`,
    )
    .join('')
  const otherRows = other
    .map(
      (f) =>
        `<tr><td><code>${e(f.file)}</code></td><td><span class="badge ${f.status}">${f.status}</span></td><td>${size(f.baseBytes)} → ${size(f.headBytes)}</td></tr>`,
    )
    .join('')
  return `${named.length > 0 ? `<table><thead><tr><th>File</th><th>Kind</th><th>Change</th><th>Size</th></tr></thead><tbody>${namedRows}</tbody></table>${diffs}` : ''}
${other.length > 0 ? `<details><summary>${other.length} other file${other.length === 1 ? '' : 's'} (scripts, images, …)</summary><table><thead><tr><th>File</th><th>Change</th><th>Size</th></tr></thead><tbody>${otherRows}</tbody></table></details>` : ''}`
}

const STYLE = `
:root{color-scheme:light;--ins:#d7f5dd;--del:#fbd9d9}
body{font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0 auto;padding:1.5rem;max-width:1500px;color:#1b2635;background:#f6f7f9}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:0 0 .25rem}h3{font-size:1rem;margin:1.25rem 0 .5rem}
table{border-collapse:collapse;background:#fff;margin:.5rem 0 1rem}th,td{text-align:left;padding:.35rem .75rem;border-bottom:1px solid #dde2e8;vertical-align:top}
.page{background:#fff;border:1px solid #dde2e8;border-radius:10px;padding:1rem 1.25rem;margin:1.5rem 0}
.quiet{color:#5b6776;margin:.25rem 0}
.badge{display:inline-block;font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;padding:.1rem .45rem;border-radius:999px;vertical-align:middle}
.badge.changed{background:#fff1c7;color:#6b4e00}.badge.added{background:#d7f5dd;color:#0d5a22}.badge.removed{background:#fbd9d9;color:#7a1010}
.shots{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.75rem;align-items:start}.shots.four{grid-template-columns:repeat(4,minmax(0,1fr))}
h4{font-size:.9rem;margin:.75rem 0 .35rem;color:#3a4656}
figure{margin:0}figcaption{font-size:.8rem;font-weight:600;color:#5b6776;margin-bottom:.25rem}
figure img{display:block;width:100%;height:auto;border:1px solid #c9d1db;background:#fff}
figure.empty p{border:1px dashed #c9d1db;border-radius:6px;padding:2rem 1rem;text-align:center;color:#5b6776;margin:0}
.words{background:#fbfcfd;border:1px solid #e3e7ec;border-radius:6px;padding:.75rem 1rem;white-space:normal}
ins{background:var(--ins);text-decoration:none}del{background:var(--del)}.same{color:#5b6776}
.lines{font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace;background:#fbfcfd;border:1px solid #e3e7ec;border-radius:6px;padding:.5rem;overflow-x:auto;white-space:pre-wrap;word-break:break-all}
.lines .added{background:var(--ins)}.lines .removed{background:var(--del)}.lines .skip{color:#8a95a3}
details{margin:.5rem 0}summary{cursor:pointer;font-weight:600}
.legend span{display:inline-block;padding:0 .4rem;border-radius:4px;margin-right:.5rem}
`

/** The report's page. */
export function renderHtml(report: ReviewReport): string {
  const count = (s: ReportPage['status']) => report.pages.filter((p) => p.status === s).length
  const rows = report.pages
    .map((page) => {
      const pixels = report.widths
        .map((w) => {
          const shot = page.shots.find((s) => s.width === w && s.frame === 'full')
          return `<td>${page.status === 'changed' ? percent(shot?.ratio) : ''}</td>`
        })
        .join('')
      const what = page.status === 'changed' ? page.kinds.join(', ') : ''
      return `<tr><td><a href="#${anchor(page.path)}"><code>${e(page.path)}</code></a></td><td><span class="badge ${page.status}">${page.status}</span></td><td>${e(what)}</td>${pixels}</tr>`
    })
    .join('')
  const head = report.head.uncommitted
    ? `${report.head.sha.slice(0, 7)} with uncommitted changes`
    : report.head.sha.slice(0, 7)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Review: ${count('changed')} changed, ${count('added')} added, ${count('removed')} removed</title>
<style>${STYLE}</style></head><body>
<header><h1>What this change does to the site</h1>
<p class="quiet">${e(head)} (${e(report.head.ref)}) against ${e(report.base.sha.slice(0, 7))} (${e(report.base.ref)}), ${e(report.generated.replace('T', ' ').slice(0, 16))} UTC.
${count('changed')} pages changed, ${count('added')} added, ${count('removed')} removed, ${report.unchanged} unchanged.</p>
<p class="legend quiet">Text: <span style="background:var(--ins)">added</span><span style="background:var(--del)">removed</span>
Difference images: the page before, faded; <b style="color:#009640">green</b> where the page is darker now (something added), <b style="color:#dc0000">red</b> where it is lighter (something removed), <b style="color:#e600c8">magenta boxes</b> around each changed area. Click an image for full size.</p></header>
<main>
<h2>Pages</h2>
${report.pages.length === 0 ? '<p>No page changed.</p>' : `<table><thead><tr><th>Page</th><th>Change</th><th>What changed</th>${report.widths.map((w) => `<th>Pixels, ${w} px</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`}
<h2>Feeds, sitemap, redirects, headers and other files</h2>
${renderFiles(report.files)}
${report.problems.length > 0 ? `<h2>Problems</h2><ul>${report.problems.map((p) => `<li>${e(p)}</li>`).join('')}</ul>` : ''}
${report.pages.map((p) => renderPage(p, report.widths)).join('\n')}
</main>
<footer class="quiet"><p>Written by <code>npm run review</code> (scripts/review/) in ${Object.entries(
    report.timings,
  )
    .map(([k, v]) => `${e(k)} ${v.toFixed(1)} s`)
    .join(', ')}.</p></footer>
</body></html>
`
}

/** Writes `report.json`, `index.html` and `summary.md` into `outDir`. */
export function writeReport(
  outDir: string,
  report: ReviewReport,
): { html: string; markdown: string } {
  const html = path.join(outDir, 'index.html')
  const markdown = path.join(outDir, 'summary.md')
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(html, renderHtml(report))
  writeFileSync(markdown, summaryMarkdown(report))
  return { html, markdown }
}
