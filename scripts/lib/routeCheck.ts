import { existsSync } from 'node:fs'
import path from 'node:path'
import { allConcretePaths, htmlFileFor, type RouteEntry } from '../../src/routes/table'

/** Routes of the table whose prerendered HTML file is missing from `dir` (empty when all are there). */
export function missingRouteFiles(dir: string, table: RouteEntry[]): string[] {
  return allConcretePaths(table)
    .filter((p) => !existsSync(path.join(dir, htmlFileFor(p))))
    .map((p) => `${p} → ${htmlFileFor(p)}`)
}
