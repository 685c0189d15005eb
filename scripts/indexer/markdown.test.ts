import { describe, expect, it } from 'vitest'
import {
  componentsUsed,
  countWords,
  emailsIn,
  hasLevelOneHeading,
  imagesIn,
  readTimeFor,
  sectionHeadings,
  stripInline,
  subheadProblems,
  toBlocks,
  toParagraphs,
} from './markdown'

describe('markdown readings', () => {
  it('splits content into plain paragraphs on blank lines', () => {
    const body = [
      'First line',
      'continues here with **bold** and a [link](/contact).',
      '',
      '## A heading',
      '',
      '- one',
      '- two',
      '',
      '```js',
      'const hidden = true',
      '```',
      '',
      'Last `code` paragraph.',
    ].join('\n')
    expect(toParagraphs(body)).toEqual([
      'First line continues here with bold and a link.',
      'A heading',
      'one two',
      'Last code paragraph.',
    ])
    expect(toParagraphs('a\r\n\r\nb')).toEqual(['a', 'b'])
  })

  it('reads a plain body as sub-heads and paragraphs, a heading line needing no blank line', () => {
    const body = [
      'Intro **line**',
      'goes on.',
      '',
      '## Three lanes, not one *verdict*',
      'Under it.',
      '',
      '## Three lanes, not one verdict',
      '',
      '- one',
      '- two',
    ].join('\n')
    expect(toBlocks(body)).toEqual([
      { type: 'paragraph', text: 'Intro line goes on.' },
      {
        type: 'heading',
        level: 2,
        id: 'three-lanes-not-one-verdict',
        text: 'Three lanes, not one verdict',
      },
      { type: 'paragraph', text: 'Under it.' },
      {
        type: 'heading',
        level: 2,
        id: 'three-lanes-not-one-verdict-1',
        text: 'Three lanes, not one verdict',
      },
      { type: 'paragraph', text: 'one two' },
    ])
    expect(subheadProblems(body)).toEqual([])
    expect(subheadProblems('Text.\n\n#### Deep\n\nMore.')).toHaveLength(1)
  })

  it('strips inline syntax', () => {
    expect(stripInline('![alt](/x.svg) *em* __strong__ <b>tag</b>')).toBe('alt em strong tag')
  })

  it('counts words and turns them into a reading time at 200 words a minute', () => {
    expect(countWords('One two, three.\n\n## Four\n\n- five')).toBe(5)
    expect(readTimeFor(0)).toBe('1 min read')
    expect(readTimeFor(200)).toBe('1 min read')
    expect(readTimeFor(201)).toBe('2 min read')
    expect(readTimeFor(1150)).toBe('6 min read')
  })

  it('finds components, e-mail addresses, images and level-1 headings outside code', () => {
    const body = [
      '<Callout title="x">Hi</Callout> and <PrivacyEmail />',
      'Write to team@company.co.tz.',
      '![Chart](/uploads/chart.svg) <img alt="" src="/uploads/b.svg" /> ![Remote](https://x.example/a.png)',
      '`<Fake />` and `a@b.co`',
      '```',
      '# not a heading <AlsoFake/> c@d.co',
      '```',
    ].join('\n')
    expect(componentsUsed(body)).toEqual(['Callout', 'PrivacyEmail'])
    expect(emailsIn(body)).toEqual(['team@company.co.tz'])
    expect(imagesIn(body)).toEqual(['/uploads/chart.svg', '/uploads/b.svg'])
    expect(hasLevelOneHeading(body)).toBe(false)
    expect(hasLevelOneHeading('Intro\n\n# Title')).toBe(true)
    expect(hasLevelOneHeading('## Section\n#hashtag')).toBe(false)
  })
})

describe('sectionHeadings', () => {
  it('lists level-2 headings as plain text with the ids rehype-slug gives them', () => {
    const body = [
      '# Not a section',
      '## Information we **collect**',
      'Text.',
      '### A sub-heading',
      '```md',
      '## An example in code',
      '```',
      '## Contact',
      '## Contact',
      "## What's [next](/blog)",
    ].join('\n')
    expect(sectionHeadings(body)).toEqual([
      { id: 'information-we-collect', text: 'Information we collect' },
      { id: 'contact', text: 'Contact' },
      { id: 'contact-1', text: 'Contact' },
      { id: 'whats-next', text: "What's next" },
    ])
  })
})
