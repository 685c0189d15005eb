/** The id of the JSON block that lists a page's scripts (written by scripts/build/deferEntry.ts). */
export const ENTRY_ASSETS_ID = 'entry-assets'
