import { describe, expect, it } from 'vitest'
import { featuredResources, resourceCategories, webinars } from './resourcesCopy'

describe('resources content', () => {
  it('features resources marked featured, each with a download count', () => {
    expect(featuredResources.length).toBeGreaterThan(0)
    expect(featuredResources.every((r) => r.featured)).toBe(true)
    for (const r of featuredResources) expect(r.downloadCount).toMatch(/^\d+(\.\d+)?k?$/)
  })

  it('names each category once, each with items of a type and a size', () => {
    const titles = resourceCategories.map((c) => c.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(new Set(titles).size).toBe(titles.length)
    for (const category of resourceCategories) {
      expect(category.items.length).toBeGreaterThan(0)
      for (const item of category.items) {
        expect(item.type.length).toBeGreaterThan(0)
        expect(item.size).toMatch(/^\d+(\.\d+)? (KB|MB|GB|min)$/)
      }
    }
  })

  it.each(webinars.map((w) => [w.title, w] as const))(
    '%s is in March 2024, East Africa Time, and its display text matches its start',
    (_title, webinar) => {
      expect(webinar.startsAt).toMatch(/^2024-03-\d{2}T\d{2}:\d{2}:00\+03:00$/)
      const start = new Date(webinar.startsAt)
      const eat = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Dar_es_Salaam', ...options }).format(
          start,
        )
      expect(webinar.date).toBe(eat({ month: 'long', day: 'numeric', year: 'numeric' }))
      expect(webinar.time).toBe(
        `${eat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} EAT`,
      )
      expect(webinar.presenter.length).toBeGreaterThan(3)
    },
  )
})
