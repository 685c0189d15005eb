import { describe, expect, it } from 'vitest'
import { loadContent } from './collections'
import { resolveContentPaths } from './paths'
import { projectWith, validFaq, validFeatured, validPost, validResearch } from './testFixtures'

/** Every error of the content build for a project with these files changed. */
function errorsFor(overrides: Record<string, string | null>, includeDrafts = false): string[] {
  const root = projectWith(overrides)
  return loadContent(resolveContentPaths(root, {}), { includeDrafts }).errors
}

const BLOG = 'content/blog/mlops-at-scale.mdx'

describe('content validation: frontmatter fields', () => {
  it('accepts the valid fixture project', () => {
    expect(errorsFor({})).toEqual([])
  })

  it('names the file, the category found and the categories expected', () => {
    expect(errorsFor({ [BLOG]: validPost({ category: 'MLOPS' }) })).toEqual([
      `${BLOG}: category "MLOPS" is not one of AI & Data, AI Implementation, Technical Deep Dive, MLOps, Computer Vision, NLP (did you mean "MLOps"?)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ category: 'Robotics' }) })).toEqual([
      `${BLOG}: category "Robotics" is not one of AI & Data, AI Implementation, Technical Deep Dive, MLOps, Computer Vision, NLP (expected a blog category)`,
    ])
  })

  it('reports a missing required field by name', () => {
    expect(errorsFor({ [BLOG]: validPost({ title: '<omit>' }) })).toEqual([
      `${BLOG}: title is missing (expected the headline)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ author: "''" }) })).toEqual([
      `${BLOG}: author is empty (expected the author's name)`,
    ])
  })

  it('reports a date that does not parse, even when YAML would roll it over', () => {
    expect(errorsFor({ [BLOG]: validPost({ date: '2026-13-45' }) })).toEqual([
      `${BLOG}: date "2026-13-45" is not a date (expected the publication date, written YYYY-MM-DD, e.g. 2026-03-02)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ date: "'14 July 2026'" }) })).toEqual([
      `${BLOG}: date "14 July 2026" is not a date (expected the publication date, written YYYY-MM-DD, e.g. 2026-03-02)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ updated: '2026-01-01' }) })).toEqual([
      `${BLOG}: updated "2026-01-01" is before date "2026-07-14" (expected the same day or later)`,
    ])
  })

  it('reports an unknown tag and where tags are added', () => {
    expect(errorsFor({ [BLOG]: validPost({ tags: '[MLOps, Kubernetes]' }) })).toEqual([
      `${BLOG}: tags "Kubernetes" is not a known tag (expected one of MLOps, Monitoring, Team; new tags are added in content/tags.json)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ tags: '[]' }) })).toEqual([
      `${BLOG}: tags is an empty list (expected at least 1 tags)`,
    ])
  })

  it('reports an image file that does not exist', () => {
    expect(errorsFor({ [BLOG]: validPost({ imageUrl: '/uploads/nope.svg' }) })).toEqual([
      `${BLOG}: imageUrl "/uploads/nope.svg" does not exist: there is no public/uploads/nope.svg (expected the file name of an image in public/uploads/)`,
    ])
  })

  it('reports wrong types, lengths and unknown fields', () => {
    expect(errorsFor({ [BLOG]: validPost({ id: 'seven' }) })).toEqual([
      `${BLOG}: id is "seven", not a number (expected a whole number such as 7)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ excerpt: 'Too short.' }) })).toEqual([
      `${BLOG}: excerpt has 10 characters (expected a one- or two-sentence summary for cards and search results, at least 40)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ catgory: 'MLOps' }) })).toEqual([
      `${BLOG}: unknown field "catgory" (expected only: id, title, excerpt, author, date, updated, imageUrl, imageAlt, tags, readTime, draft, slug, category)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ draft: 'yes' }) })).toEqual([
      `${BLOG}: draft is "yes" (expected whether the article is a draft: true or false)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ readTime: '5 minutes' }) })).toEqual([
      `${BLOG}: readTime "5 minutes" is not a reading time (expected e.g. "6 min read", or leave it out to have it computed)`,
    ])
  })

  it('reports YAML it cannot read and a file without frontmatter', () => {
    const broken = errorsFor({ [BLOG]: '---\ntitle: [unclosed\n---\n\nText.\n' })
    expect(broken).toHaveLength(1)
    expect(broken[0]).toMatch(
      /^content\/blog\/mlops-at-scale\.mdx:\d+: the frontmatter between the --- lines is not valid YAML: .+ \(expected "field: value" lines; text with a colon or starting with a quote goes in single quotes\)$/,
    )
    expect(errorsFor({ [BLOG]: 'Just text.\n' })).toContain(
      `${BLOG}: no frontmatter found (expected the file to start with a --- line, the fields, and another --- line)`,
    )
  })

  it('checks research, FAQ and featured fields', () => {
    expect(
      errorsFor({ 'content/research/surasoft.mdx': validResearch('SuraSoft', 'extra: 1\n') }),
    ).toEqual([
      'content/research/surasoft.mdx: unknown field "extra" (expected only: title, tagline, category, status, launchDate, keyFeatures, tags, problem, methodology, technologies, results, impact, icon, heroImage, heroImageAlt, updated)',
    ])
    expect(
      errorsFor({
        'content/research/surasoft.mdx': validResearch('SuraSoft').replace(
          'tags: [SaaS, Computer Vision]',
          'tags: [SaaS, Robotics]',
        ),
      }),
    ).toEqual([
      'content/research/surasoft.mdx: tags "Robotics" is not a known tag (expected one of SaaS, Computer Vision, Education, AI Monitoring, LLM Guardrails)',
    ])
    expect(
      errorsFor({
        'content/research/surasoft.mdx': validResearch('SuraSoft').replace(
          '  - value: 95%\n',
          '  - value: ""\n',
        ),
      }),
    ).toEqual([
      'content/research/surasoft.mdx: results[0].value is empty (expected the figure, e.g. "95%")',
    ])
    expect(
      errorsFor({ 'content/faq/one.mdx': validFaq(1).replace('Question number 1?', 'No mark') }),
    ).toEqual([
      'content/faq/one.mdx: question "No mark" does not end with "?" (expected a question)',
    ])
    expect(errorsFor({ 'content/featured/one.mdx': validFeatured(1, 'News') })).toEqual([
      'content/featured/one.mdx: category "News" is not one of Blog, Life On Data, Case Study (expected a featured-article category)',
    ])
  })
})

describe('content validation: bodies', () => {
  it('rejects unknown components, e-mail addresses, missing images and level-1 headings', () => {
    const body = [
      '# A second title',
      '',
      'Mail hello@example.com or see the chart.',
      '',
      '<Chart data="x" />',
      '',
      '![A diagram](/uploads/missing.svg)',
      '',
      '```md',
      '# not a heading, inside code <Fine /> a@b.co',
      '```',
    ].join('\n')
    expect(errorsFor({ [BLOG]: validPost({}, body) })).toEqual([
      `${BLOG}: the text uses <Chart>, which is not an available component (expected one of <Callout>, <ContactEmail>, <Flow>, <PrivacyEmail>, <SiteName>)`,
      `${BLOG}: the text contains the e-mail address "hello@example.com" (expected <ContactEmail /> or <PrivacyEmail />, which come from the site config)`,
      `${BLOG}: the image "/uploads/missing.svg" does not exist (expected an address like /uploads/name.svg of a file in public/uploads/)`,
      `${BLOG}: the text has a level-1 heading ("# …"); the page title is already the only one (expected "## …" for sections)`,
    ])
  })

  it('rejects an empty body and components in plain-text collections', () => {
    expect(errorsFor({ [BLOG]: validPost({}, '') })).toEqual([
      `${BLOG}: the text below the frontmatter is empty (expected the article in Markdown)`,
    ])
    expect(
      errorsFor({ 'content/faq/one.mdx': validFaq(1).replace('Answer 1.', 'See <SiteName />.') }),
    ).toEqual([
      'content/faq/one.mdx: the text uses <SiteName>, but it is shown as plain paragraphs (expected text only)',
    ])
  })

  it('reads sub-heads in featured articles and rejects other heading levels, empty or bare ones', () => {
    const FEATURED = 'content/featured/one.mdx'
    const featured = (body: string) => errorsFor({ [FEATURED]: validFeatured(1, 'Blog', '', body) })
    expect(
      featured('Intro.\n\n## Where the week went\nText under it.\n\n## Next\n\nMore.'),
    ).toEqual([])
    expect(featured('Intro.\n\n### Too deep\n\nText.')).toEqual([
      `${FEATURED}: the text has a level-3 heading ("### Too deep"); sections here have one level (expected "## Too deep")`,
    ])
    expect(featured('Intro.\n\n##\n\nText.')).toEqual([
      `${FEATURED}: the text has an empty sub-head ("##" alone) (expected "## " and its words)`,
    ])
    expect(featured('Intro.\n\n## One\n\n## Two\n\nText.\n\n## Last')).toEqual([
      `${FEATURED}: the sub-head "One" is followed by another sub-head, "Two" (expected at least one paragraph under each sub-head)`,
      `${FEATURED}: the sub-head "Last" ends the text (expected at least one paragraph under each sub-head)`,
    ])
  })

  it("checks a featured article's results, pull quote and diagram against its text", () => {
    const FEATURED = 'content/featured/one.mdx'
    const body = 'Intro with a sentence worth quoting here.\n\n## The lanes\n\nText.'
    const featured = (extra: string) =>
      errorsFor({ [FEATURED]: validFeatured(1, 'Blog', extra, body) })
    const results =
      "results:\n  - value: '< 4 h'\n    label: to decide most small loans\n  - value: 6 weeks\n    label: in shadow mode first\n"
    expect(
      featured(
        `${results}pullQuote: With a sentence worth quoting here.\ndiagram: loan-triage\ndiagramSection: The lanes\n`,
      ),
    ).toEqual([])
    expect(
      featured("results:\n  - value: '< 4 h'\n    label: to decide most small loans\n"),
    ).toEqual([`${FEATURED}: results has fewer than 2 results (expected two or three)`])
    expect(featured('pullQuote: A sentence that the text never says at all.\n')).toEqual([
      `${FEATURED}: pullQuote "A sentence that the text never says at all." is not in the text (expected a sentence copied from a paragraph below the frontmatter, word for word)`,
    ])
    expect(featured('diagram: loan-triage\ndiagramSection: The lane\n')).toEqual([
      `${FEATURED}: diagramSection "The lane" is not a sub-head of the text (expected one of "The lanes")`,
    ])
    expect(featured('diagram: pie-chart\ndiagramSection: The lanes\n')).toEqual([
      `${FEATURED}: diagram "pie-chart" is not one of loan-triage, annotation-loop, stall-points (expected the name of a diagram in src/features/stories/diagrams/)`,
    ])
    expect(featured('diagram: loan-triage\n')).toEqual([
      `${FEATURED}: diagram is set but diagramSection is missing (expected the sub-head of the section the diagram ends)`,
    ])
  })

  it('requires the privacy e-mail exactly once on the privacy page', () => {
    expect(
      errorsFor({
        'content/legal/privacy.mdx':
          '---\ntitle: Privacy\nlead: A sentence introducing the page.\nupdated: 2026-10-01\n---\n\nNo contact.\n',
      }),
    ).toEqual([
      'content/legal/privacy.mdx: the text uses <PrivacyEmail /> 0 times (expected exactly once: the privacy contact appears once)',
    ])
  })
})

describe('content validation: what a writer gets wrong first', () => {
  it('names file, line and the fix for an MDX syntax error (an unclosed <Callout>)', () => {
    const body =
      'Intro.\n\n<Callout title="Remember">\n\nThe text of the callout.\n\n## Next section\n'
    // validPost puts the body after 10 frontmatter lines and a blank one: the callout is on line 14.
    expect(errorsFor({ [BLOG]: validPost({}, body) })).toEqual([
      `${BLOG}:14:1: the text is not valid MDX: Expected a closing tag for \`<Callout>\` (close it with </Callout> in the same block, or write <Callout … /> when it has no text inside)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({}, 'Costs {rose sharply.\n') })[0]).toMatch(
      /^content\/blog\/mlops-at-scale\.mdx:12:\d+: the text is not valid MDX: .+ \(a \{ starts a JavaScript expression in MDX: write \\\{ to show a brace\)$/,
    )
  })

  it('says to quote a title with an unquoted colon', () => {
    const errors = errorsFor({ [BLOG]: validPost({ title: 'MLOps at scale: what we learned' }) })
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/blog\/mlops-at-scale\.mdx:3: the frontmatter between the --- lines is not valid YAML: .+ \(put the title in quotes: title: 'MLOps at scale: what we learned'\)$/,
      ),
    ])
  })

  it('flags the excerpt and outline npm run new:post wrote, once the post is no longer a draft', () => {
    const scaffolded = {
      excerpt: "'One or two sentences about “X”: what the reader will learn and why it matters.'",
    }
    const body =
      'Open with the problem your reader has, in two or three sentences.\n\n## The first idea\n'
    expect(errorsFor({ [BLOG]: validPost(scaffolded, body) })).toEqual([
      `${BLOG}: excerpt is still the placeholder that npm run new:post wrote (expected your own one- or two-sentence summary of the article)`,
      `${BLOG}: the text still has the outline that npm run new:post wrote ("Open with the problem your reader has, in two or three sentences." and 1 more line(s)) (expected your own text, or draft: true until it is written)`,
    ])
    expect(errorsFor({ [BLOG]: validPost({ ...scaffolded, draft: 'true' }, body) })).toEqual([])
  })

  it('reads the size of each image in a body, and names an image whose size it cannot read', () => {
    const root = projectWith({
      [BLOG]: validPost(
        {},
        'A chart:\n\n![Sales by month](/uploads/chart.svg)\n\n![Notes](/uploads/notes.txt)\n',
      ),
      'public/uploads/chart.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"/>',
      'public/uploads/notes.txt': 'not an image',
    })
    const result = loadContent(resolveContentPaths(root, {}), { includeDrafts: false })
    expect(result.content.images).toEqual({ 'chart.svg': { width: 640, height: 360 } })
    expect(result.errors).toEqual([
      `${BLOG}:16:1: the image "/uploads/notes.txt" is not an SVG, PNG, JPEG or WebP file whose size can be read (expected one of those; save it in one of those formats)`,
    ])
  })
})

describe('content validation: across files', () => {
  it('reports duplicate ids and duplicate addresses', () => {
    expect(
      errorsFor({ 'content/blog/second-post.mdx': validPost({ title: 'Another post' }) }),
    ).toEqual([
      'content/blog/second-post.mdx: id 1 is already used by content/blog/mlops-at-scale.mdx (expected a unique number)',
    ])
    expect(
      errorsFor({ 'content/blog/second-post.mdx': validPost({ id: '2', slug: 'mlops-at-scale' }) }),
    ).toEqual([
      'content/blog/second-post.mdx: the address /blog/mlops-at-scale is already used by content/blog/mlops-at-scale.mdx (expected a unique file name or slug)',
    ])
    expect(errorsFor({ 'content/faq/two.mdx': validFaq(1) })).toEqual([
      'content/faq/two.mdx: order 1 is already used by content/faq/one.mdx (expected a unique number)',
    ])
  })

  it('requires research file names to follow the title (lower case, spaces to hyphens)', () => {
    expect(errorsFor({ 'content/research/surasoft.mdx': validResearch('Sura Soft') })).toEqual([
      'content/research/surasoft.mdx: title "Sura Soft" gives the address /research/sura-soft, but the file is named surasoft.mdx (expected sura-soft.mdx)',
    ])
    expect(errorsFor({ 'content/research/ai-proctoring.mdx': validResearch('SuraSoft') })).toEqual([
      'content/research/ai-proctoring.mdx: title "SuraSoft" gives the address /research/surasoft, but the file is named ai-proctoring.mdx (expected surasoft.mdx)',
      'content/research/surasoft.mdx: the address /research/surasoft is already used by content/research/ai-proctoring.mdx (expected a unique title)',
    ])
  })

  it('reports file names that cannot be addresses, .md files and missing legal pages', () => {
    expect(errorsFor({ 'content/blog/My Post.mdx': validPost({ id: '2' }) })).toEqual([
      'content/blog/My Post.mdx: the file name "My Post.mdx" cannot be an address (expected lower-case letters, digits and hyphens, e.g. my-post.mdx)',
    ])
    expect(errorsFor({ 'content/blog/notes.md': 'x' })).toEqual([
      'content/blog/notes.md: only .mdx files are read (expected the file to be named notes.mdx)',
    ])
    expect(errorsFor({ 'content/legal/terms.mdx': null })).toEqual([
      'content/legal/terms.mdx: the file is missing (expected the terms of service page)',
    ])
    expect(errorsFor({ 'content/tags.json': '{"tags": "MLOps"}' })[0]).toBe(
      'content/tags.json: tags is "MLOps" (expected a list of tag names)',
    )
  })
})

describe('drafts', () => {
  const files = { 'content/blog/draft-post.mdx': validPost({ id: '2', draft: 'true' }) }

  it('are validated but left out of production builds', () => {
    const root = projectWith(files)
    const result = loadContent(resolveContentPaths(root, {}), { includeDrafts: false })
    expect(result.errors).toEqual([])
    expect(result.content.blog.map((p) => p.slug)).toEqual(['mlops-at-scale'])
    expect(result.skippedDrafts).toEqual(['content/blog/draft-post.mdx'])
  })

  it('appear in development', () => {
    const root = projectWith(files)
    const result = loadContent(resolveContentPaths(root, {}), { includeDrafts: true })
    expect(result.content.blog.map((p) => [p.slug, p.draft])).toEqual([
      ['draft-post', true],
      ['mlops-at-scale', false],
    ])
  })
})

describe('normalised entries', () => {
  it('computes display date, reading time, last change and the plain blocks', () => {
    const root = projectWith({
      [BLOG]: validPost({ updated: '2026-09-02', imageUrl: '/cover.svg' }),
    })
    const { content } = loadContent(resolveContentPaths(root, {}), { includeDrafts: false })
    expect(content.blog[0]).toMatchObject({
      slug: 'mlops-at-scale',
      date: '2026-07-14',
      displayDate: '14 July 2026',
      updated: '2026-09-02',
      readTime: '1 min read',
      imageUrl: 'cover.svg',
      imageAlt: '',
      draft: false,
    })
    expect(content.featured[0]?.text).toEqual({
      blocks: [
        { type: 'paragraph', text: 'First paragraph.' },
        { type: 'paragraph', text: 'Second paragraph.' },
      ],
    })
    expect(content.faq[0]).toEqual({
      value: 'item-0',
      question: 'Question number 1?',
      answer: ['Answer 1.'],
    })
    expect(content.research[0]).toMatchObject({
      slug: 'surasoft',
      description: ['Description paragraph.'],
    })
  })
})
