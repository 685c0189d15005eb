import type { PortraitTraits } from '../../src/features/team/teamMember.ts'

/**
 * How the quoted person of each client (`quote.person` in the client's file) is drawn, in the same
 * illustration system as the team (docs/ART-DIRECTION.md §6): features of the illustration, by
 * client id; what is left out is chosen from the id. They are placeholder people, like the quotes:
 * when a real, approved quote comes with a photo, show the photo instead.
 */
export const quotePortraits: Record<string, Partial<PortraitTraits>> = {
  'kilele-pay': { head: 'cornrows', face: 'smile', skin: 'brown', accessories: 'none' },
  'somo-bora': { head: 'short1', face: 'smile', skin: 'deep', accessories: 'glasses' },
  'msimbo-works': { head: 'twists2', face: 'driven', skin: 'warm', accessories: 'none' },
  'mizani-advisory': { head: 'turban', face: 'smile', skin: 'light', accessories: 'glasses4' },
  'habari-mtandao': {
    head: 'flatTop',
    face: 'smile',
    skin: 'brown',
    accessories: 'none',
    facialHair: 'moustache1',
  },
  'akiba-jamii': { head: 'dreads1', face: 'smile', skin: 'deep', accessories: 'none' },
}

/** The file id of a quoted person's portrait: `quote-kilele-pay`. */
export function quotePortraitId(clientId: string): string {
  return `quote-${clientId}`
}
