/**
 * The MDX check of `npm run content`: parses every content file as the build's compiler will (MDX
 * with frontmatter and GitHub tables), so a syntax error (an unclosed `<Callout>`, a stray `<` or
 * `{`) is named with file, line and what to do before any bundle starts, and collects the links
 * and images of the body with their lines for the link check (./contentLinks.ts).
 *
 * Parsing costs about 5 ms a file, so results are kept by the file's text in
 * node_modules/.cache/content-check.json: a run reparses only what changed.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'

/** A link or image address written in a body, with the line it is on (1-based, in the file). */
export interface BodyReference {
  kind: 'link' | 'image'
  url: string
  line: number
  column: number
}

export interface MdxCheck {
  /** The syntax error as a message naming file, line and fix; none when the file parses. */
  error?: string
  references: BodyReference[]
}

interface Point {
  line: number
  column: number
}
interface Node {
  type: string
  url?: string
  name?: string | null
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  position?: { start: Point }
  children?: Node[]
}

let processor: ReturnType<typeof createProcessor> | undefined
const parser = () =>
  (processor ??= createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] }))

/** What a writer can do about the usual MDX mistakes, by the parser's rule. */
function adviceFor(ruleId: string | undefined, reason: string): string {
  const tag = /`<\/?([A-Za-z][\w.]*)>`/.exec(reason)?.[1]
  if (ruleId === 'end-tag-mismatch' && tag)
    return `close it with </${tag}> in the same block, or write <${tag} … /> when it has no text inside`
  if (ruleId === 'unexpected-closing-slash')
    return 'this closing tag has no opening tag before it in the same block: remove it, or add the opening tag'
  if (ruleId === 'end-tag-mismatch' || /closing tag/i.test(reason))
    return tag
      ? `remove </${tag}> or add the opening <${tag}> it closes`
      : 'every component tag opened must be closed in the same block'
  if (/expression|acorn|`\{`/i.test(reason) || ruleId?.includes('expression'))
    return 'a { starts a JavaScript expression in MDX: write \\{ to show a brace'
  if (/character|tag|name/i.test(reason))
    return 'a < starts a component in MDX: write \\< (or &lt;) to show the character, and check the component tags near that line'
  return 'check the component tags and braces near that line (CONTRIBUTING.md, "Write the article")'
}

/** A parse failure as one message: `file:line:column: …` (a terminal makes it a link). */
export function describeMdxError(shown: string, error: unknown): string {
  const e = error as {
    reason?: string
    message?: string
    ruleId?: string
    place?: Point | { start: Point }
    line?: number
    column?: number
  }
  const raw = e.reason ?? e.message ?? String(error)
  // Some messages carry their position only in the text: "… for `<Callout>` (7:1-7:20)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(raw)
  const reason = raw.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/g, '')
  const place = e.place && 'start' in e.place ? e.place.start : e.place
  const line = place?.line ?? e.line ?? (inText ? Number(inText[1]) : undefined)
  const column = place?.column ?? e.column ?? (inText ? Number(inText[2]) : undefined)
  const where = line ? `${shown}:${line}:${column ?? 1}` : shown
  return `${where}: the text is not valid MDX: ${reason} (${adviceFor(e.ruleId, reason)})`
}

function collectReferences(tree: Node): BodyReference[] {
  const refs: BodyReference[] = []
  const visit = (node: Node) => {
    const start = node.position?.start
    if ((node.type === 'link' || node.type === 'image') && node.url && start)
      refs.push({
        kind: node.type as 'link' | 'image',
        url: node.url,
        line: start.line,
        column: start.column,
      })
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attr of node.attributes ?? []) {
        if (
          attr.type === 'mdxJsxAttribute' &&
          (attr.name === 'href' || attr.name === 'src') &&
          typeof attr.value === 'string' &&
          start
        )
          refs.push({
            kind: attr.name === 'href' ? 'link' : 'image',
            url: attr.value,
            line: start.line,
            column: start.column,
          })
      }
    }
    for (const child of node.children ?? []) visit(child)
  }
  visit(tree)
  return refs
}

/** Parses one file's whole text (frontmatter included, so lines are the file's). */
export function checkMdx(shown: string, source: string, cache?: MdxCheckCache): MdxCheck {
  const key = cache ? createHash('sha1').update(source).digest('base64url') : ''
  const known = cache?.get(key)
  if (known) return { references: known }
  try {
    const references = collectReferences(parser().parse(source) as unknown as Node)
    cache?.set(key, references)
    return { references }
  } catch (error) {
    return { error: describeMdxError(shown, error), references: [] }
  }
}

/** Parse results of files that parsed, by a hash of their text, kept between runs. */
export class MdxCheckCache {
  private entries: Record<string, BodyReference[]> = {}
  private readonly used = new Set<string>()
  private changed = false
  constructor(private readonly file: string) {
    try {
      if (existsSync(file))
        this.entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, BodyReference[]>
    } catch {
      this.entries = {}
    }
  }

  get(key: string): BodyReference[] | undefined {
    const refs = this.entries[key]
    if (refs) this.used.add(key)
    return refs
  }

  set(key: string, refs: BodyReference[]): void {
    this.entries[key] = refs
    this.used.add(key)
    this.changed = true
  }

  /** Writes the results of this run only (files gone or changed drop out). */
  save(): void {
    const kept = Object.fromEntries(Object.entries(this.entries).filter(([k]) => this.used.has(k)))
    if (!this.changed && Object.keys(kept).length === Object.keys(this.entries).length) return
    mkdirSync(path.dirname(this.file), { recursive: true })
    const temp = `${this.file}.${process.pid}.tmp`
    writeFileSync(temp, JSON.stringify(kept))
    renameSync(temp, this.file)
  }
}

export const mdxCheckCacheFile = (root: string) =>
  path.join(root, 'node_modules', '.cache', 'content-check.json')
