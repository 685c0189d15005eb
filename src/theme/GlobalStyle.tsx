import { createGlobalStyle } from 'styled-components'
import { media } from './tokens'
import { fontFaces } from './fonts'

/** A band that reads dark: a navy or teal Section tone, or a surface marked dark (hero, footer). */
const DARK = ':is([data-tone=dark],[data-tone=brand],[data-surface=dark])'

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  }
  ${media.motionOk} {
    html:focus-within { scroll-behavior: smooth; }
    /* Following a link to another page cross-fades to it where the browser can (a no-op elsewhere). */
    @view-transition { navigation: auto; }
  }
  /* An island (src/islands) is a block: its content lays out as it would without it, and the box
     can be seen scrolling into view, which is when it hydrates. */
  is-land { display: block; }
  /* Sections' running heads are numbered in order down the page (src/ui/Section.tsx). */
  main { counter-reset: section-head; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.body};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.heading};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    color: ${({ theme }) => theme.color.ink};
    margin: 0 0 ${({ theme }) => theme.space[3]};
    text-wrap: balance;
  }
  /* No one-word last lines ("products."): the browser evens a paragraph's last lines where it can. */
  p { margin: 0 0 ${({ theme }) => theme.space[4]}; }
  p, li, dd, figcaption { text-wrap: pretty; }
  img, svg, video { max-width: 100%; }
  img, video { height: auto; }
  a { color: ${({ theme }) => theme.color.brandStrong}; text-underline-offset: 0.15em; }
  a:hover { color: ${({ theme }) => theme.color.ink}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* The focus ring is the brand teal: the deep teal on light surfaces, the light teal on navy and
     on the teal band, where the deep one would not stand out. A dark surface says so with a tone
     (Section) or \`data-surface="dark"\`. */
  :root { --focus-ring: ${({ theme }) => theme.color.focus}; }
  ${DARK} { --focus-ring: ${({ theme }) => theme.color.focusOnDark}; }
  :focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
  /* Two bands of one colour never meet without a line between them. (A dark Section that closes
     the page draws a kanga border along its foot instead: src/ui/Section.tsx; a dark surface that
     is not a Section gets the hairline above the footer.) */
  /* (A section that opens on its running head, src/ui/Section.tsx, has its rule already.) */
  :is([data-tone=plain]+[data-tone=plain], [data-tone=alt]+[data-tone=alt]):not([data-ruled]) {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  ${DARK}+${DARK}, main:has(>:last-child[data-surface=dark])+footer {
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
  /* Phones: sections breathe 40 px above and below instead of 64, and the paragraph under a
     section's title is set at body size: a phone page is long enough. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    section[data-tone] { padding-block: 2.5rem; }
    /* A section that opens on its running head has its rule for a divider: less air above it. */
    section[data-ruled] { padding-top: 1.25rem; }
    section[data-tone] header:has(>h2) { margin-bottom: ${({ theme }) => theme.space[4]}; }
    section[data-tone] header:has(>h2) > :last-child { margin-bottom: 0; }
    section[data-tone] header > h2 ~ p { font-size: ${({ theme }) => theme.fontSize.md}; }
  }
  [tabindex='-1']:focus:not(:focus-visible) { outline: none; }
  ::selection { background: ${({ theme }) => theme.color.brandSoft}; }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      animation-delay: 0ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; border: 0;
  }
`
