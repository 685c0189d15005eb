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

  it('places every exam flag inside the session and every detection inside the frame', () => {
    for (const screen of Object.values(researchScreens)) {
      if (screen.kind === 'session')
        for (const f of screen.flags) {
          expect(f.at).toBeGreaterThan(0)
          expect(f.at).toBeLessThan(1)
        }
      if (screen.kind === 'camera')
        for (const d of screen.detections) {
          expect(d.x + d.w).toBeLessThanOrEqual(320)
          expect(d.y + d.h).toBeLessThanOrEqual(150)
        }
    }
  })
})
