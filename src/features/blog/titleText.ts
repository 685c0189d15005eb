/**
 * A spaced dash in a title stays with the word before it (a no-break space before the dash), so no
 * line of a title starts with "—". For the title as displayed; the stored title is unchanged.
 */
export const tieDash = (title: string) => title.replace(/ (—|–) /g, '\u00a0$1 ')
