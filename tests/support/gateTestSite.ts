import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Writes a throwaway build folder for a gate's unit test; returns its path and a cleanup. */
export function writeSite(files: Record<string, string | Buffer>): {
  dir: string
  cleanup: () => void
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'gate-fixture-'))
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A minimal prerendered page: head tags, then body markup. */
export function page(body: string, head = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>t</title>${head}</head><body><div id="root">${body}</div></body></html>`
}
