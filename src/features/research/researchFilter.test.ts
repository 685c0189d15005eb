import { describe, expect, it } from 'vitest'
import { distinctTags, toggleTag, visibleSolutions } from './researchFilter'

const solutions = [
  { slug: 'surasoft', tags: ['SaaS', 'Computer Vision'] },
  { slug: 'ai-proctoring', tags: ['SaaS', 'Computer Vision', 'Education', 'AI Monitoring'] },
  { slug: 'askari-llm', tags: ['LLM Guardrails', 'AI Monitoring'] },
]
const slugs = (selected: string[]) =>
  visibleSolutions(solutions, new Set(selected)).map((s) => s.slug)

describe('research tag filter', () => {
  it('offers one button per distinct tag, in the taxonomy order', () => {
    expect(distinctTags(solutions)).toEqual([
      'SaaS',
      'Computer Vision',
      'Education',
      'AI Monitoring',
      'LLM Guardrails',
    ])
    expect(distinctTags([{ tags: ['Education'] }])).toEqual(['Education'])
  })

  it('shows every solution when nothing is selected', () => {
    expect(slugs([])).toEqual(['surasoft', 'ai-proctoring', 'askari-llm'])
  })

  it('shows a solution when it has any selected tag', () => {
    expect(slugs(['Education'])).toEqual(['ai-proctoring'])
    expect(slugs(['Education', 'LLM Guardrails'])).toEqual(['ai-proctoring', 'askari-llm'])
    expect(slugs(['AI Monitoring'])).toEqual(['ai-proctoring', 'askari-llm'])
  })

  it('toggles a tag without changing the previous selection', () => {
    const before = new Set(['SaaS'])
    const added = toggleTag(before, 'Education')
    expect([...added]).toEqual(['SaaS', 'Education'])
    expect([...toggleTag(added, 'SaaS')]).toEqual(['Education'])
    expect([...before]).toEqual(['SaaS'])
  })
})
