/**
 * A research page's "Overall impact" as a short lead and points: its first sentence, then each
 * sentence after it. (The content keeps the impact as one paragraph; the page sets it readably.)
 */
export function impactParts(text: string): { lead: string; points: string[] } {
  const sentences = (text.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [text])
    .map((s) => s.trim())
    .filter(Boolean)
  const [lead = text.trim(), ...points] = sentences
  return { lead, points }
}
