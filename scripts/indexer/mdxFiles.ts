/** Which files the MDX compile cache (./mdxCache.ts) holds, and where: without the compiler. */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { resolveContentPaths } from './paths.ts'

export const isMdxFile = (file: string) => /\.mdx?$/.test(file)

/** The MDX files of every content collection (what the content indexes import). */
export function contentMdxFiles(root: string): string[] {
  const { collections } = resolveContentPaths(root)
  return Object.values(collections).flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter(isMdxFile)
          .map((f) => path.join(dir, f))
      : [],
  )
}

/** The default cache folder of a project. */
export const mdxCacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'mdx')
