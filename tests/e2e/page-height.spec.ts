import { allConcretePaths, routeTable } from '../../src/routes/table'
import { documentHeight, PHONE, phoneHeightLimit } from './checks/pageHeight'
import { expect, test, visit } from './fixtures'

/**
 * Page heights on a phone (limits in checks/pageHeight.ts): every route is measured in
 * routes.spec.ts's 375 px visit, save the not-found page, which that spec does not visit; it is
 * measured here. (The tablet's height against the phone's is checked in phone-design.spec.ts.)
 */
const NOT_VISITED_BY_ROUTES_SPEC = allConcretePaths(routeTable).filter((p) => p === '/404')

test.describe('page height at 375 px', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' })

  for (const path of NOT_VISITED_BY_ROUTES_SPEC) {
    const limit = phoneHeightLimit(path)
    if (limit === null) continue
    test(`${path} is at most ${limit.toLocaleString('en')} px tall on a phone`, async ({
      page,
    }) => {
      await visit(page, path)
      const height = await documentHeight(page)
      expect(height, `${path}: document height at ${PHONE.width} px`).toBeLessThanOrEqual(limit)
    })
  }
})
