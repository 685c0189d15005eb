/**
 * `npm run dev` serves the responsive image variants the build produces (scripts/build/images.ts
 * writes them into dist/ only), so the dev server shows the same `<picture>` sources as the build
 * instead of 404s. Variants are rendered once into a cache folder when the server starts (a copy
 * from the encoder cache after the first time) and served from there.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { IMAGE_OUT_DIR, responsiveImages } from '../../src/ui/responsiveImages.ts'
import { teamPhotoSources } from '../../src/features/team/teamPhotos.ts'
import { generateImages } from './images.ts'

const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.json': 'application/json',
}

export function responsiveImagesDevPlugin(): Plugin {
  return {
    name: 'responsive-images-dev',
    apply: 'serve',
    configureServer(server) {
      const outDir = path.join(server.config.root, 'node_modules/.cache/dev-media')
      const ready = generateImages({
        outDir,
        root: server.config.root,
        images: { ...responsiveImages, ...teamPhotoSources() },
      }).catch((error: unknown) => {
        server.config.logger.error(`responsive images: ${String(error)}`)
      })
      const prefix = `/${IMAGE_OUT_DIR}/`
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? ''
        if (!url.startsWith(prefix)) return next()
        void ready.then(() => {
          const file = path.join(outDir, path.normalize(url).replace(/^([/\\])+/, ''))
          if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile())
            return next()
          res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream')
          createReadStream(file).pipe(res)
        })
      })
    },
  }
}
