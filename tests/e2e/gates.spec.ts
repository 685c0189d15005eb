import { expectNoAxeViolations } from './checks/axe'
import { expect, test } from './fixtures'

/**
 * The accessibility gate itself, on a fixture page with known faults: it must fail, and its message
 * must name where (route and width), the rule and the element, as every route audit relies on.
 */
test('gates: the axe check fails on a violation, naming the page, the rule and the element', async ({
  page,
}) => {
  await page.setContent(
    `<!DOCTYPE html><html lang="en"><head><title>Fixture</title></head><body><main>
       <h1>Fixture</h1>
       <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">
       <button id="no-name"></button>
     </main></body></html>`,
  )
  const failure = await expectNoAxeViolations(page, '/fixture @1280px').then(
    () => 'passed',
    (error: unknown) => String(error),
  )
  expect(failure).toContain('/fixture @1280px: image-alt (critical)')
  expect(failure).toContain('#no-alt')
  expect(failure).toContain('/fixture @1280px: button-name (critical)')
  expect(failure).toContain('#no-name')
})

test('gates: the axe check passes the same fixture once it is fixed', async ({ page }) => {
  await page.setContent(
    `<!DOCTYPE html><html lang="en"><head><title>Fixture</title></head><body><main>
       <h1>Fixture</h1>
       <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1" alt="A dot">
       <button>Send</button>
     </main></body></html>`,
  )
  await expectNoAxeViolations(page, '/fixture @1280px')
})
