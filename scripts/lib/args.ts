/** Reads `--name value` or `--name=value` from argv. */
export function argValue(argv: string[], name: string): string | undefined {
  const flag = `--${name}`
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === flag) return argv[i + 1]
    if (a?.startsWith(`${flag}=`)) return a.slice(flag.length + 1)
  }
  return undefined
}

export function hasFlag(argv: string[], name: string): boolean {
  return argv.includes(`--${name}`)
}
