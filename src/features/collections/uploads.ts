/** Address of a content image: its file name under `/uploads/`. */
export function uploadUrl(file: string): string {
  return `/uploads/${file.replace(/^\/+/, '')}`
}

/** Text for a meta description: whole words, at most `max` characters. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:–—-]+$/, '')}…`
}
