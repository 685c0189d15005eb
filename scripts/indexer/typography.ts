/**
 * Typographic quotes and apostrophes in what writers write ("it's" → “it’s”), as the rest of the site
 * is written: the MDX bodies through remark-smartypants (text only: code, URLs and attributes other
 * than a callout's title are left as typed), and the frontmatter text the pages and feeds show
 * through `smartQuotes`, with the same settings. Dashes and ellipses stay as typed (a spaced dash in
 * frontmatter text is tied to the word before it).
 */
import { retext } from 'retext'
import retextSmartypants from 'retext-smartypants'
import remarkSmartypants from 'remark-smartypants'
import type { CompileOptions } from '@mdx-js/mdx'

const QUOTES_ONLY = { quotes: true, dashes: false, ellipses: false, backticks: false } as const

let processor: ReturnType<typeof plainProcessor> | undefined
const plainProcessor = () => retext().use(retextSmartypants, QUOTES_ONLY)

/**
 * `text` with typographic quotes and apostrophes, and a spaced dash (— or –) tied to the word
 * before it with a no-break space, so a title that wraps never starts a line with "— and".
 */
export function smartQuotes(text: string): string {
  const tied = text.replace(/ ([—–]) /g, '\u00a0$1 ')
  if (!/['"]/.test(tied)) return tied
  return (processor ??= plainProcessor()).processSync(tied).toString()
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
