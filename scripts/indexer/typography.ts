/**
 * Typographic quotes and apostrophes in what writers write ("it's" → “it’s”), as the rest of the site
 * is written: the MDX bodies through remark-smartypants (text only: code, URLs and attributes other
 * than a callout's title are left as typed), and the frontmatter text the pages and feeds show
 * through `smartQuotes`, with the same settings. Dashes and ellipses stay as typed.
 */
import { retext } from 'retext'
import retextSmartypants from 'retext-smartypants'
import remarkSmartypants from 'remark-smartypants'
import type { CompileOptions } from '@mdx-js/mdx'

const QUOTES_ONLY = { quotes: true, dashes: false, ellipses: false, backticks: false } as const

let processor: ReturnType<typeof plainProcessor> | undefined
const plainProcessor = () => retext().use(retextSmartypants, QUOTES_ONLY)

/** `text` with typographic quotes and apostrophes. */
export function smartQuotes(text: string): string {
  if (!/['"]/.test(text)) return text
  return (processor ??= plainProcessor()).processSync(text).toString()
}

interface JsxNode {
  type: string
  name?: string | null
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  children?: JsxNode[]
}

/** Attributes of writers' components that are shown as text. */
const TEXT_ATTRIBUTES = new Set(['title'])

/** remark: quotes in the text attributes of components (`<Callout title="…">`). */
function remarkSmartAttributes() {
  return (tree: JsxNode) => {
    const visit = (node: JsxNode) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attr of node.attributes ?? []) {
          if (attr.type === 'mdxJsxAttribute' && attr.name && TEXT_ATTRIBUTES.has(attr.name))
            if (typeof attr.value === 'string') attr.value = smartQuotes(attr.value)
        }
      }
      for (const child of node.children ?? []) visit(child)
    }
    visit(tree)
  }
}

/** The remark plugins of the MDX pipeline (scripts/indexer/mdxCache.ts). */
export const typographyPlugins: NonNullable<CompileOptions['remarkPlugins']> = [
  [remarkSmartypants, { ...QUOTES_ONLY }],
  remarkSmartAttributes,
]
