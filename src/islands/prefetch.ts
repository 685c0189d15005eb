import { ENTRY_ASSETS_ID } from './entryAssets'

interface NetworkInformation {
  saveData?: boolean
}

/** How long to wait for an idle moment before fetching anyway. */
const IDLE_TIMEOUT_MS = 3000

/**
 * Once the page is idle after it has loaded, fetches the chunks a first tap on an island will need
 * (its dialog, its live list: the `prefetch` list the build writes into `#entry-assets`) into the
 * HTTP cache, at low priority and without running them: the first tap then waits for no network.
 * Skipped when the visitor asked to save data.
 */
export function prefetchLaterChunks(doc: Document = document): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  if (connection?.saveData) return
  const block = doc.getElementById(ENTRY_ASSETS_ID)
  let urls: unknown = []
  try {
    urls = (JSON.parse(block?.textContent ?? '{}') as { prefetch?: unknown }).prefetch ?? []
  } catch {
    return
  }
  if (!Array.isArray(urls) || urls.length === 0) return
  const fetchAll = () => {
    for (const href of urls as unknown[]) {
      if (typeof href !== 'string') continue
      const link = doc.createElement('link')
      link.rel = 'prefetch'
      // Module scripts are fetched in CORS mode: the cached copy must match.
      link.crossOrigin = ''
      link.href = href
      doc.head.append(link)
    }
  }
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(fetchAll, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(fetchAll, IDLE_TIMEOUT_MS)
  if (doc.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
