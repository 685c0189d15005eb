/** How the build benchmark runs and times the phases of `npm run build`. */

export interface Phase {
  name: string
  command: string
  env?: Record<string, string>
}

/** bash's `times` line for child processes, e.g. `1m2.345s 0m0.678s`: user + system seconds. */
export function parseTimes(line: string): number {
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, m) => sum + Number(m[1]) * 60 + Number(m[2]),
    0,
  )
}

/**
 * The phases of `npm run build` after the content index: the commands of package.json's `build`
 * script in order, so the benchmark follows the script, environment (NODE_OPTIONS) included.
 */
export function buildPhases(buildScript: string): Phase[] {
  return buildScript.split('&&').map((part) => {
    const command = part.trim()
    const name = command.includes('prerender')
      ? 'prerender'
      : command.includes('postbuild')
        ? 'postbuild'
        : command
    return { name, command }
  })
}
