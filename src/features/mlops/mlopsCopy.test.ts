import { describe, expect, it } from 'vitest'
import { isSitePath } from '../../../tests/support/sitePaths'
import { figures } from '../../data/figures'
import { lastMile, mlopsCta, mlopsSolutions, mlopsStats } from './mlopsCopy'

describe('Machine Learning + DevOps content', () => {
  it('explains the last-mile problem with the shared figure', () => {
    expect(lastMile.figure).toBe(figures.modelsNeverCommercialized)
    expect(lastMile.paragraphs.join(' ')).toContain(figures.modelsNeverCommercialized)
  })

  it('names each solution card once and gives every stat a value and a label', () => {
    const titles = mlopsSolutions.items.map((s) => s.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(new Set(titles).size).toBe(titles.length)
    for (const s of mlopsStats.items) expect(s.value && s.label, s.label).toBeTruthy()
  })

  it('links to pages of the route table, the contact page among them', () => {
    for (const a of mlopsCta.actions) expect('to' in a && isSitePath(a.to), a.label).toBe(true)
    expect(mlopsCta.actions.some((a) => 'to' in a && a.to === '/contact')).toBe(true)
  })
})
