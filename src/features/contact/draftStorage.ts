/**
 * Where the unsent inquiry lives on the visitor's device (localStorage), without the schema: pages
 * that only need to forget the draft (the confirmation page) import this module and stay free of
 * the form libraries. Every function tolerates storage being unavailable.
 */
export const DRAFT_STORAGE_KEY = 'inquiry-draft:v1'

export function draftStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Access itself can throw (blocked cookies / storage in some browsers).
    return undefined
  }
}

export function clearDraft(): void {
  try {
    draftStorage()?.removeItem(DRAFT_STORAGE_KEY)
  } catch {
    // Nothing to clear.
  }
}
