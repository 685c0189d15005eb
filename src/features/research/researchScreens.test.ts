import { describe, expect, it } from 'vitest'
import { researchSolutions } from '../../generated/indexes/research'
import { allConcretePaths } from '../../routes/table'
import { researchLegacy, researchScreens } from './researchScreens'

describe('research screens and legacy', () => {
  it.each(researchSolutions.map((s) => [s.slug] as const))(
    '%s has an archived screen and a service it lives on in, on a page of the site',
    (slug) => {
      expect(researchScreens[slug]).toBeDefined()
      const legacy = researchLegacy[slug]
      expect(legacy).toBeDefined()
      expect(allConcretePaths()).toContain(legacy?.to)
    },
  )

  it('names no product that the content does not have', () => {
    const slugs = researchSolutions.map((s) => s.slug)
    for (const slug of [...Object.keys(researchScreens), ...Object.keys(researchLegacy)])
      expect(slugs).toContain(slug)
  })

  it('draws each product as a screen of its own kind, so no two share one structure', () => {
    const kinds = Object.values(researchScreens).map((screen) => screen.kind)
    expect(new Set(kinds).size).toBe(kinds.length)
  })

  it('cites only sources the chat lists', () => {
    for (const screen of Object.values(researchScreens))
      if (screen.kind === 'chat')
        for (const turn of screen.turns)
          if (turn.cites !== undefined) expect(screen.sources.map((s) => s.n)).toContain(turn.cites)
  })

  it('places every exam flag inside the session and every detection inside the frame', () => {
    for (const screen of Object.values(researchScreens)) {
      if (screen.kind === 'session')
        for (const f of screen.flags) {
          expect(f.at).toBeGreaterThan(0)
          expect(f.at).toBeLessThan(1)
        }
      if (screen.kind === 'cameras')
        for (const d of screen.feeds.flatMap((f) => f.detections)) {
          expect(d.x + d.w).toBeLessThanOrEqual(160)
          expect(d.y + d.h).toBeLessThanOrEqual(90)
        }
    }
  })
})
