import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Section } from './Section'
import { SheetHead } from './SheetHead'
import { Themed } from './Themed'

const render = (node: ReactNode) => renderToStaticMarkup(<Themed>{node}</Themed>)

describe('the section signature (docs/ART-DIRECTION.md §3)', () => {
  it('a titled section opens on its running head, the label on the rule, labelled by its h2', () => {
    const html = render(
      <Section id="values" eyebrow="Our values" title="What we care about" intro="Four rules.">
        <p>Content</p>
      </Section>,
    )
    expect(html).toContain('data-ruled="true"')
    expect(html).toContain('aria-labelledby="values-title"')
    expect(html).toMatch(/<h2[^>]*id="values-title"[^>]*>What we care about<\/h2>/)
    // The label is said once, on the rule (no eyebrow over the title as well).
    expect(html.match(/Our values/g)).toHaveLength(1)
    expect(html.indexOf('Our values')).toBeLessThan(html.indexOf('<h2'))
  })

  it('a section without a label still draws its rule, hidden from assistive technology', () => {
    const html = render(<Section id="team" title="The team" />)
    expect(html).toContain('data-ruled="true"')
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-running-head=""[^>]*><\/div>/)
  })

  it('a closing band on the brand tone is centred: eyebrow over the title, no running head', () => {
    const html = render(<Section id="cta" tone="brand" eyebrow="Next" title="Talk to us" />)
    expect(html).not.toContain('data-ruled')
    expect(html.indexOf('Next')).toBeLessThan(html.indexOf('<h2'))
  })

  it('a section flush under the opening on phones keeps its head there, and its band hairline', () => {
    const html = render(
      <Section id="sectors" title="Sectors" eyebrow="Six sectors" flushOnPhones />,
    )
    expect(html).toContain('data-running-head')
    expect(html).not.toContain('data-ruled')
  })

  it('an untitled section has no running head', () => {
    expect(render(<Section label="Logos" />)).not.toContain('data-ruled')
  })
})

describe('SheetHead', () => {
  it('sets the label and the reference on one line, the reference only when given', () => {
    expect(render(<SheetHead label="Answer" meta="Knowledge assistant · EN · SW" />)).toContain(
      '<span>Answer</span><span>Knowledge assistant · EN · SW</span></div>',
    )
    expect(render(<SheetHead label="Spec sheet" />)).toContain('<span>Spec sheet</span></div>')
  })
})
