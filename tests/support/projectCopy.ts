import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A temporary copy of the repository as a fresh clone has it (its tracked files) that shares this
 * project's node_modules, for tests that run the project's own commands on files they change.
 */
export function copyProject(prefix: string, root = process.cwd()): string {
  const project = mkdtempSync(path.join(tmpdir(), prefix))
  for (const rel of execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split(
    '\n',
  )) {
    if (!rel || !existsSync(path.join(root, rel))) continue
    mkdirSync(path.dirname(path.join(project, rel)), { recursive: true })
    cpSync(path.join(root, rel), path.join(project, rel))
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'))
  return project
}
