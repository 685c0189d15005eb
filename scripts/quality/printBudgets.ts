import { allConcretePaths, findRoute, routeTable } from '../../src/routes/table'
import { checkBudgets, dynamicPatternOf, formatBudgetTable, measureRoutes } from './budgets'

/**
 * The build's budget report: prints the table and any overrun, never fails the build
 * (`npm run check:budgets` is the gate that fails).
 */
export function printBudgetTable(dir: string): void {
  const patternOf = dynamicPatternOf((route) => findRoute(route)?.path)
  const measures = measureRoutes(dir, allConcretePaths(routeTable), undefined, patternOf)
  console.log(`\n${formatBudgetTable(measures, patternOf)}`)
  const over = checkBudgets(measures)
  if (over.length > 0) {
    console.warn(`\n⚠ ${over.length} budget overrun(s) (npm run check:budgets fails on these):`)
    for (const f of over) console.warn(`  ${f.page}: ${f.problem}`)
  }
  console.log('')
}
