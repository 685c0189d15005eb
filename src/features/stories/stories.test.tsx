import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ThemeProvider } from 'styled-components'
import { clients } from '../../../content/clients'
import { featuredArticles, featuredArticleTexts } from '../../generated/indexes/featuredArticles'
import { storyDiagrams } from '../collections/taxonomy'
import { theme } from '../../theme/tokens'
import { ArticleBlocks } from './ArticleBlocks'
import { storyDiagram } from './diagrams'

const textOf = async (slug: string) => {
  const load = featuredArticleTexts[slug]
  if (!load) throw new Error(`no text for ${slug}`)
  return load()
}

describe('featured stories', () => {
  it("tell a client's project with the same figures as its case study", async () => {
    const told = clients.filter((c) => c.story)
    expect(told.length).toBeGreaterThan(0)
    for (const client of told) {
      const { results } = await textOf(client.story!)
      expect(
        results,
        `content/featured/${client.story}.mdx: results (as content/clients/${client.id}.ts)`,
      ).toEqual(client.results.map((r) => ({ value: r.value, label: r.label.replace(/'/g, '’') })))
    }
  })

  it('each has sub-heads, and every diagram name has a drawing', async () => {
    for (const article of featuredArticles) {
      const { blocks } = await textOf(article.slug)
      const headings = blocks.filter((b) => b.type === 'heading')
      expect(headings.length, `${article.slug}: sub-heads`).toBeGreaterThanOrEqual(3)
      expect(new Set(headings.map((h) => h.type === 'heading' && h.id)).size).toBe(headings.length)
    }
    for (const name of storyDiagrams) expect(storyDiagram[name], name).toBeTypeOf('function')
  })

  it('renders sub-heads as h2 with ids on the page and as h3 in the dialog, closing sections', () => {
    const blocks = [
      { type: 'paragraph', text: 'Intro.' },
      { type: 'heading', level: 2, id: 'lanes', text: 'Lanes' },
      { type: 'paragraph', text: 'Body.' },
    ] as const
    const page = renderToStaticMarkup(
      <ArticleBlocks blocks={blocks} closing={(s) => (s === 'lanes' ? <hr /> : null)} />,
    )
    expect(page).toBe('<p>Intro.</p><h2 id="lanes">Lanes</h2><p>Body.</p><hr/>')
    const dialog = renderToStaticMarkup(<ArticleBlocks blocks={blocks} level={3} />)
    expect(dialog).toBe('<p>Intro.</p><h3>Lanes</h3><p>Body.</p>')
  })

  it('draws each diagram twice (wide, tall), each an image with a description', () => {
    for (const name of storyDiagrams) {
      const Diagram = storyDiagram[name]
      const html = renderToStaticMarkup(
        <ThemeProvider theme={theme}>
          <Diagram />
        </ThemeProvider>,
      )
      expect(html.match(/<svg[^>]*role="img"[^>]*aria-label="[^"]{40,}"/g), name).toHaveLength(2)
      expect(html, name).toContain('<figcaption')
    }
  })
})
