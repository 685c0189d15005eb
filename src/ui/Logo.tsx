/**
 * The brand mark: three rising bars (data) on a rounded tile, with a node on top (intelligence).
 * Original artwork, drawn in SVG.
 */
export function LogoMark({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill="#0b1f3a" />
      <rect x="9" y="21" width="5" height="10" rx="2" fill="#3cc6b2" />
      <rect x="17.5" y="15" width="5" height="16" rx="2" fill="#3cc6b2" />
      <rect x="26" y="18" width="5" height="13" rx="2" fill="#f29a4a" />
      <path
        d="M11.5 17 20 10l8.5 4"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="20" cy="10" r="2.4" fill="#ffffff" />
    </svg>
  )
}
