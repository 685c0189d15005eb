/**
 * The blog's category covers (src/features/blog/blogCoverArt.ts), generated with the portraits and
 * the map by `npm run content` into `public/media/blog-covers/` (git-ignored): one static SVG per
 * category, cached once for every card that shows it.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { blogCoverSvg } from '../../src/features/blog/blogCoverArt.ts'
import { blogCoverFile } from '../../src/features/blog/blogCoverFile.ts'
import { blogCategories } from '../../src/features/collections/taxonomy.ts'
import { writeIfChanged } from '../indexer/buildContent.ts'

/** Writes every category's cover (only when its bytes change); returns the names written. */
export function writeBlogCovers(root: string): string[] {
  const written: string[] = []
  for (const category of blogCategories) {
    const file = path.join(root, 'public', blogCoverFile(category))
    mkdirSync(path.dirname(file), { recursive: true })
    if (writeIfChanged(file, `${blogCoverSvg(category)}\n`)) written.push(path.basename(file))
  }
  return written
}
