import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Every `.html` file under `dir`, as paths relative to it with forward slashes, sorted. */
export function htmlFiles(dir: string): string[] {
  const found: string[] = []
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(rel)
      } else if (entry.name.endsWith('.html')) {
        found.push(rel)
      }
    }
  }
  walk('')
  return found.sort()
}

/** The URL path a flat-built HTML file is served at: `index.html` → `/`, `a/b.html` → `/a/b`. */
export function pagePathOf(file: string): string {
  if (file === 'index.html') return '/'
  const bare = file.replace(/\.html$/, '').replace(/\/index$/, '')
  return `/${bare}`
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** Formats a byte count as KB (1 KB = 1,000 bytes, the stricter reading of a budget). */
export function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1)
}
