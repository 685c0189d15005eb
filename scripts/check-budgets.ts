/**
 * `npm run check:budgets`: prints the per-route size table of a finished build (default dist/, or
 * `--dir`) and fails when a route's first-load JS/CSS or HTML is over its budget
 * (scripts/quality/budgets.ts). `npm test` runs it after the builds; the build itself does not
 * measure (a second pass over every page).
 */
import { allConcretePaths, findRoute, routeTable } from '../src/routes/table'
import { formatFailures } from './quality/linkGate'
import { checkBudgets, dynamicPatternOf, formatBudgetTable, measureRoutes } from './quality/budgets'
import { builtSiteDir } from './lib/siteFiles'

const { dir, shown } = builtSiteDir(process.argv.slice(2))

const patternOf = dynamicPatternOf((route) => findRoute(route)?.path)
const measures = measureRoutes(dir, allConcretePaths(routeTable), undefined, patternOf)
console.log(formatBudgetTable(measures, patternOf))
const failures = checkBudgets(measures)
if (failures.length > 0) {
  console.error(`\n✖ Size budgets: ${failures.length} overrun(s) in ${shown}/\n`)
  console.error(formatFailures(failures))
  console.error('')
  process.exit(1)
}
console.log(`\n✓ Size budgets: ${measures.length} routes within budget`)
