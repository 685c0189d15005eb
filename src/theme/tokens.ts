/**
 * Design tokens. Colours were picked for WCAG AA contrast: every `text*` colour passes 4.5:1 on
 * `surface` and `surfaceAlt`, and `onBrand` passes on `brand` and `brandStrong`.
 */
export const theme = {
  color: {
    ink: '#0b1f3a',
    inkSoft: '#13294b',
    text: '#1b2635',
    textMuted: '#4a5869',
    textOnDark: '#f3f6fa',
    textOnDarkMuted: '#c3cedb',
    surface: '#ffffff',
    surfaceAlt: '#f4f7fa',
    surfaceSunk: '#e9eef4',
    border: '#d5dde6',
    brand: '#0b7a6c',
    brandStrong: '#075c52',
    brandSoft: '#e3f4f1',
    onBrand: '#ffffff',
    accent: '#b4520f',
    accentSoft: '#fdf0e4',
    /** The focus ring on light surfaces: the brand teal (5.3:1 on surface, 4.9:1 on surfaceAlt). */
    focus: '#0b7a6c',
    /** The focus ring on navy and on the teal band: the light brand teal (9.9:1 on ink). */
    focusOnDark: '#8ee3d6',
    danger: '#b42318',
    success: '#0f7b3f',
    // Roles on navy and the warm accent (docs/ART-DIRECTION.md §2).
    /** Teal on `ink`: eyebrows, chart lines, highlights (9.9:1 on ink). */
    brandOnDark: '#8ee3d6',
    /** The warm kanga-ochre accent: one highlight per screen, graphics only on white. */
    sun: '#f29a4a',
    /** The warm accent on `ink` (text-safe there). */
    sunOnDark: '#ffc58f',
    /** Hairlines and panel borders on `ink`. */
    lineOnDark: 'rgba(255, 255, 255, 0.16)',
    /** Glass panels on `ink` (the industry pages' "What we cover" panel). */
    panelOnDark: 'rgba(255, 255, 255, 0.06)',
    /** A raised, opaque card on `ink` (interface mock-ups). */
    cardOnDark: '#13294b',
    /** The teal glow at the top right of a navy opening. */
    glowOnDark: 'rgba(60, 198, 178, 0.28)',
    /** Outline of a control on `ink` (pill links on a dark band). */
    outlineOnDark: 'rgba(255, 255, 255, 0.4)',
    /** Hover fill of a control on `ink`. */
    hoverOnDark: 'rgba(255, 255, 255, 0.12)',
    /**
     * The logo mark's bars (src/theme/logoMark.ts): a brighter teal than `brand`, drawn on `ink` or
     * `inkSoft` only (graphics, never text), and the sharing images' accent rule.
     */
    markBar: '#3cc6b2',
    /** The home hero's shade over its poster or video: ink, dense behind the text, lighter to the right. */
    heroShade: 'rgba(11, 31, 58, 0.94)',
    /** …and where it ends, on the right. */
    heroShadeLight: 'rgba(11, 31, 58, 0.55)',
    /** The live dot's pulse on `ink` (brandOnDark at 60%, fading out as it grows). */
    pulseOnDark: 'rgba(142, 227, 214, 0.6)',
    /** Behind an open dialog: ink, dark enough that the page reads as inactive (text behind it fades out). */
    scrim: 'rgba(11, 31, 58, 0.86)',
    /** Under the open small-screen menu: the page stays recognisable, but reads as set aside. */
    menuScrim: 'rgba(11, 31, 58, 0.62)',
    /**
     * The research archive's paper (the /research register and a retired product's spec sheet): a
     * warm off-white, so the lab's archive reads as a notebook beside the site's cool grey bands.
     * Every `text*` colour keeps 4.5:1 on it.
     */
    archivePaper: '#f7f4ed',
    /** The archive paper's ruling (graph lines, the sheet's table rules). */
    archiveRule: '#e4ddd0',
    /**
     * A printed sheet laid on a white opening (the /quantum-genai answer sheet): paper a step
     * warmer than `surface`, so the sheet reads as printed, not as a card. Every `text*` colour
     * keeps 4.5:1 on it.
     */
    printPaper: '#fcfaf5',
  },
  /**
   * Sector marks (industry icon tiles, the hero's sector grid, the accent of a sector page), in
   * brand roles only: a tile runs from `from` to `to` with the icon in `icon`; `onDark` is the
   * sector's accent line on navy. `ochre` is the warm accent, so at most one sector takes it.
   */
  sectorTone: {
    teal: { from: '#0b7a6c', to: '#075c52', icon: '#ffffff', onDark: '#8ee3d6' },
    navy: { from: '#13294b', to: '#0b1f3a', icon: '#8ee3d6', onDark: '#8ee3d6' },
    ochre: { from: '#b4520f', to: '#8a3d0a', icon: '#ffffff', onDark: '#ffc58f' },
  },
  /**
   * The illustrated people (docs/ART-DIRECTION.md §6): skin tones and hair of the figures. Their
   * outlines are `ink`, clothes and backdrops come from the brand roles above.
   */
  portrait: {
    /**
     * The figures' skin: the four tones (deep, brown, warm, light) as a quiet wash on the paper, so
     * the drawing stays an ink line drawing and the skin reads as a tint, not a coloured-in cartoon
     * (each is the full tone at 70% over `paper`).
     */
    skinTint: { deep: '#8a7160', brown: '#9f7b65', warm: '#b58b6e', light: '#caa17c' },
    /** The toned paper every portrait is drawn on: a warm off-white, one step from `surface`. */
    paper: '#f2eee6',
    /** The clothes: unpainted paper, a shade lighter than the ground so the shoulders read. */
    cloth: '#faf8f3',
    /** The one accent: the teal halftone disc behind every head (`brand`). */
    halftone: '#0b7a6c',
  },
  font: {
    // Self-hosted Inter (src/theme/fonts.ts), then a local face metric-matched to it, so the swap
    // from fallback to Inter moves no text.
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    heading:
      "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  /** Fluid type scale (rem), from small print to the hero title. */
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': 'clamp(1.5rem, 1.2rem + 1vw, 1.875rem)',
    // 26 px on a 375 px phone (a section title over 16 px text), 40 px from about 1000 px.
    '3xl': 'clamp(1.625rem, 1.2rem + 2vw, 2.5rem)',
    '4xl': 'clamp(2.25rem, 1.6rem + 2.8vw, 3.5rem)',
  },
  lineHeight: { tight: 1.15, snug: 1.3, body: 1.6 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
    9: '6rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(11, 31, 58, 0.08)',
    md: '0 6px 20px rgba(11, 31, 58, 0.08)',
    lg: '0 18px 48px rgba(11, 31, 58, 0.16)',
  },
  /** Min-widths, mobile first. */
  breakpoint: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  layout: {
    maxWidth: '1200px',
    proseWidth: '72ch',
    /** A long text read through (legal pages): about 66 characters a line. */
    readingWidth: '40rem',
    headerHeight: '4.25rem',
  },
  /** Maximum widths, named like the dialog sizes (`Dialog` takes one as `size`). */
  dialogWidth: { md: '28rem', lg: '34rem', '3xl': '48rem', '4xl': '56rem' },
  motion: { fast: '150ms', base: '250ms', slow: '600ms', ease: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
  zIndex: { header: 50, menu: 60, dialog: 100, toast: 200 },
  /**
   * The signature motif (docs/ART-DIRECTION.md §5), as CSS background images. `pindo` is the
   * kanga-border band (28 × 8 tile: a teal dot, an ochre diamond); `dotGrid` the 24 px data grid.
   */
  pattern: {
    pindo:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='28' height='8'%3E%3Ccircle cx='7' cy='4' r='2' fill='%233cc6b2'/%3E%3Cpath d='M21 0.8l3.2 3.2-3.2 3.2-3.2-3.2z' fill='%23f29a4a'/%3E%3C/svg%3E\")",
    pindoSize: '28px 8px',
    dotGrid: 'radial-gradient(circle, rgba(142, 227, 214, 0.14) 1px, transparent 1.5px)',
    dotGridSize: '24px 24px',
    /** A white tick (a chosen facet's box in the research catalogue), drawn on `brand`. */
    tick: "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 12'%3E%3Cpath d='M2.5 6.2l2.4 2.4 4.6-5' fill='none' stroke='%23ffffff' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E\")",
  },
} as const

export type Theme = typeof theme

/** A sector's mark colours (`theme.sectorTone`). */
export type SectorTone = keyof Theme['sectorTone']

/** `${media.md}` is a media query for viewports at least `md` wide. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoint.sm}px)`,
  md: `@media (min-width: ${theme.breakpoint.md}px)`,
  lg: `@media (min-width: ${theme.breakpoint.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoint.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  motionOk: '@media (prefers-reduced-motion: no-preference)',
} as const
