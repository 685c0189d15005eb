import { describe, expect, it } from 'vitest'
import { classifyMessages, formatMessage, type VnuMessage } from './htmlValidator'

const error = (message: string): VnuMessage => ({
  type: 'error',
  url: 'file:/site/dist/index.html',
  lastLine: 3,
  message,
})

describe('Nu HTML Checker report', () => {
  it('fails on errors, allows only the checker limits it names, lists warnings', () => {
    const report = classifyMessages([
      error('CSS: Unrecognized at-rule “@view-transition”.'),
      error("CSS: “view-transition-name”: Property “view-transition-name” doesn't exist."),
      error("CSS: “view-transition-name”: Property “view-transition-name” doesn't exist."),
      error('Attribute “pathLength” not allowed on element “polyline” at this point.'),
      error('CSS: Unrecognized at-rule “@container”.'),
      error("CSS: “container”: Property “container” doesn't exist."),
      error("CSS: “container-name”: Property “container-name” doesn't exist."),
      error("CSS: “scroll-marker-group”: Property “scroll-marker-group” doesn't exist."),
      error('CSS: Unknown pseudo-element or pseudo-class “::scroll-marker”.'),
      error('CSS: Unknown pseudo-element or pseudo-class “::scroll-button”.'),
      error("CSS: “timeline-scope”: Property “timeline-scope” doesn't exist."),
      error("CSS: “animation-timeline”: Property “animation-timeline” doesn't exist."),
      error("CSS: “animation-range”: Property “animation-range” doesn't exist."),
      error('Element “figcaption” not allowed as child of element “div” in this context.'),
      error('Attribute “pathLength” not allowed on element “rect” at this point.'),
      { type: 'info', subType: 'warning', message: 'Consider adding a “lang” attribute.' },
      { type: 'info', message: 'Trailing slash on void elements has no effect.' },
      { type: 'non-document-error', subType: 'io', message: 'File not found.' },
    ])
    expect(report.errors.map((m) => m.message)).toEqual([
      "CSS: “container-name”: Property “container-name” doesn't exist.",
      'CSS: Unknown pseudo-element or pseudo-class “::scroll-button”.',
      "CSS: “animation-range”: Property “animation-range” doesn't exist.",
      'Element “figcaption” not allowed as child of element “div” in this context.',
      'Attribute “pathLength” not allowed on element “rect” at this point.',
      'File not found.',
    ])
    expect([...report.allowed]).toEqual([
      ['@view-transition', 1],
      ['view-transition-name', 2],
      ['pathLength on <polyline>', 1],
      ['@container', 1],
      ['container', 1],
      ['scroll-marker-group', 1],
      ['::scroll-marker', 1],
      ['scroll-driven animation', 2],
    ])
    expect(report.warnings).toHaveLength(1)
  })

  it('says which page and line', () => {
    expect(formatMessage(error('Bad.'), '/site/dist')).toBe('  index.html:3: Bad.')
  })
})
