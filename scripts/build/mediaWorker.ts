/**
 * The build's images in a worker thread of their own (started by scripts/postbuild.ts): the
 * responsive variants (./images.ts) and the sharing cards (./ogImages.ts). sharp encodes on its own
 * threads, but each next file waits for a JavaScript thread; here that thread is not the one busy
 * writing the feeds and scanning pages, so the images go on while it works. Neither step reads or
 * edits HTML.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import type { CardSite } from './ogImages'
import type { ImageManifest } from './images'

interface MediaJob {
  dist: string
  site: CardSite
}

export interface MediaResult {
  images: ImageManifest
  /** Each step's wall time, for the build's step timings. */
  timings: string[]
}

async function work({ dist, site }: MediaJob): Promise<MediaResult> {
  const { generateImages } = await import('./images')
  const { contentImages } = await import('../../src/generated/indexes/contentImages')
  const { contentImageSources } = await import('../../src/features/collections/contentImages')
  const { responsiveImages } = await import('../../src/ui/responsiveImages')
  const { teamPhotoSources } = await import('../../src/features/team/teamPhotos')
  const { sharingImagesStep } = await import('./ogImages')
  const timings: string[] = []
  const timed = async <T>(name: string, run: () => Promise<T>) => {
    const start = performance.now()
    const result = await run()
    timings.push(`${name} ${((performance.now() - start) / 1000).toFixed(1)} s`)
    return result
  }
  const [images] = await Promise.all([
    timed('images', () =>
      generateImages({
        outDir: dist,
        // The site's artwork, the raster images writers put in articles, and real team photos.
        images: {
          ...responsiveImages,
          ...contentImageSources(contentImages),
          ...teamPhotoSources(),
        },
      }),
    ),
    timed('sharing images', () => sharingImagesStep(dist, site)),
  ])
  return { images, timings }
}

/** Starts the images in a worker thread; resolves with what they produced, rejects on failure. */
export function buildMedia(dist: string, site: CardSite): Promise<MediaResult> {
  return new Promise((resolve, reject) => {
    // This file again, on a thread of its own. The build runs TypeScript through tsx, whose loader
    // a worker thread does not inherit: the thread registers it first.
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`
    const worker = new Worker(bootstrap, { eval: true, workerData: { dist, site } })
    let result: MediaResult | undefined
    worker.once('message', (message: MediaResult) => (result = message))
    worker.once('error', reject)
    worker.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the image worker exited with ${code}`)),
    )
  })
}

if (!isMainThread && parentPort) {
  const port = parentPort
  await work(workerData as MediaJob).then((result) => port.postMessage(result))
}
