/**
 * The islands runtime: loaded only on pages that have an `<is-land>`. @11ty/is-land waits for each
 * island's conditions (none, or scrolled into view: see `IslandStart`), then calls `hydrateIsland`, which loads that
 * island's component and hydrates it on the `<is-land>` element. The element gets `ready` once
 * React has hydrated it (its effects have run), which tests and benchmarks wait for. Once the page
 * is idle, what a first tap will need is fetched (./prefetch.ts).
 */
import { Island } from '@11ty/is-land'
import { hydrateIsland } from './hydrateIsland'
import { prefetchLaterChunks } from './prefetch'

Island.addInitType('react', hydrateIsland)
prefetchLaterChunks()
