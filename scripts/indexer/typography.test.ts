import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import { MDX_OPTIONS } from './mdxCache'
import { smartQuotes } from './typography'

/** The text an MDX body compiles to (string literals of the compiled module). */
async function compiled(body: string): Promise<string> {
  return String(await compile(body, { ...MDX_OPTIONS, providerImportSource: undefined }))
}

describe('typographic quotes', () => {
  it('frontmatter text: quotes and apostrophes, dashes and ellipses as typed', () => {
    expect(smartQuotes(`What's "drift" -- and why... it matters`)).toBe(
      'What’s “drift” -- and why... it matters',
    )
    expect(smartQuotes('No quotes here')).toBe('No quotes here')
  })

  it('article bodies: text and callout titles, never code, links or other attributes', async () => {
    const js = await compiled(
      [
        `We said "ship it" and it's done.`,
        '',
        `Run \`echo "it's"\` or see [the "guide"](/blog/a-b?x='y').`,
        '',
        '```sh',
        `echo "don't touch"`,
        '```',
        '',
        `<Callout title="Don't forget">It's "short".</Callout>`,
      ].join('\n'),
    )
    expect(js).toContain('We said “ship it” and it’s done.')
    expect(js).toContain(`"echo \\"it's\\""`)
    expect(js).toContain(`"echo \\"don't touch\\"\\n"`)
    expect(js).toContain(`"/blog/a-b?x='y'"`)
    expect(js).toContain('the “guide”')
    expect(js).toContain('title: "Don’t forget"')
    expect(js).toContain('It’s “short”.')
  })
})
