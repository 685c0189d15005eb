import { lazy, Suspense, useEffect, useState } from 'react'
import { useIslandElement } from '../../islands/islandElement'
import { TakeOver } from '../../islands/TakeOver'
import {
  RESEARCH_ALL_ATTRIBUTE,
  RESEARCH_TAG_ATTRIBUTE,
  type ResearchFilterAction,
} from './researchMarks'

// The live list, with styled-components and the theme, loads when the filter is first used;
// pointing at or focusing a filter button starts loading it.
const loadLiveList = () => import('./ResearchListLive')
const LiveList = lazy(loadLiveList)

/** The filter action a click on `target` asks for, if any. */
function actionOf(target: EventTarget | null): ResearchFilterAction | undefined {
  if (!(target instanceof Element)) return undefined
  const tag = target.closest(`[${RESEARCH_TAG_ATTRIBUTE}]`)?.getAttribute(RESEARCH_TAG_ATTRIBUTE)
  if (tag) return { toggle: tag }
  if (target.closest(`[${RESEARCH_ALL_ATTRIBUTE}]`)) return { clear: true }
  return undefined
}

/**
 * The island of /research: the technology filter. It hydrates nothing of the list: the filter and
 * the cards stay the prerendered HTML (its static content, ResearchList) until the filter is first
 * used; then the live list replaces them and applies that choice in place.
 */
export function ResearchListIsland() {
  const host = useIslandElement()
  const [action, setAction] = useState<ResearchFilterAction | null>(null)

  useEffect(() => {
    // The dev server renders the whole page live: nothing to take over.
    if (!host || !__PRERENDERED__) return
    const onClick = (event: MouseEvent) => {
      const chosen = actionOf(event.target)
      if (chosen) setAction((current) => current ?? chosen)
    }
    const onReach = (event: Event) => {
      if (actionOf(event.target)) void loadLiveList()
    }
    host.addEventListener('click', onClick)
    host.addEventListener('pointerover', onReach)
    host.addEventListener('focusin', onReach)
    return () => {
      host.removeEventListener('click', onClick)
      host.removeEventListener('pointerover', onReach)
      host.removeEventListener('focusin', onReach)
    }
  }, [host])

  if (!action) return null
  return (
    <Suspense fallback={null}>
      <TakeOver host={host}>
        <LiveList action={action} />
      </TakeOver>
    </Suspense>
  )
}
