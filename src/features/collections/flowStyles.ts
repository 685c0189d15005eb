import { css } from 'styled-components'
import type { Theme } from '../../theme/tokens'

type ColorRole = keyof Theme['color']

/** A filled box of the flow: its ground and border in one colour, its text and title in another. */
const filled = (ground: ColorRole, text: ColorRole, title: ColorRole = text) => css`
  border-color: ${({ theme }) => theme.color[ground]};
  background: ${({ theme }) => theme.color[ground]};
  color: ${({ theme }) => theme.color[text]};
  strong {
    color: ${({ theme }) => theme.color[title]};
  }
`

/**
 * The look of a flow diagram (`<Flow>`, mdxComponents.tsx): a figure of boxes and arrows drawn in
 * CSS around a Markdown list. One part for the article's page, where the figure is a styled
 * component, and for the post dialog, which shows the article's prerendered HTML and styles its
 * `[data-flow]` figure with it. Put it where it wins over Prose's list rules (doubled class).
 */
export const flowStyles = css`
  margin: ${({ theme }) => theme.space[6]} 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[6]};
  }
  ol,
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ol {
    display: grid;
    justify-items: center;
    row-gap: 2.25rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    text-align: center;
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
  li + li {
    margin-top: 0;
  }
  li {
    position: relative;
  }
  /* The boxes: every step but the last (which only introduces its branches), and each branch. */
  ol > li:not(:last-child),
  ul > li {
    width: 100%;
    max-width: 26rem;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  /* The middle of the flow, where it all comes from: ink. */
  ol > li:nth-child(2) {
    max-width: 32rem;
    ${filled('ink', 'brandOnDark', 'textOnDark')}
  }
  /* The step that splits: its words a small label, its branches side by side under it. */
  ol > li:last-child {
    width: 100%;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 2.25rem ${({ theme }) => theme.space[3]};
    margin-top: 2.25rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 400;
    letter-spacing: normal;
    text-transform: none;
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      gap: 2.25rem ${({ theme }) => theme.space[5]};
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
  /* A branch's destination sits at the foot of its box, level with its neighbour's. */
  ul > li {
    max-width: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
  ul > li strong {
    margin-bottom: 0;
  }
  ul > li:first-child {
    ${filled('brand', 'onBrand')}
  }
  ul > li:last-child {
    ${filled('sun', 'ink')}
  }
  /* Where a branch's values go, under a rule at the foot of its box. */
  em {
    display: block;
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid currentColor;
    font-style: normal;
    font-weight: 700;
  }
  /* The arrows: a line down into each box (and into the splitting label), its head at the end. */
  ol > li + li::before,
  ul > li::before {
    content: '';
    position: absolute;
    left: 50%;
    bottom: calc(100% + 1px);
    width: 2px;
    height: 2rem;
    margin-left: -1px;
    background: ${({ theme }) => theme.color.ink};
  }
  ol > li + li::after,
  ul > li::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: calc(100% + 1px);
    margin-left: -6px;
    border: 6px solid transparent;
    border-bottom: 0;
    border-top: 8px solid ${({ theme }) => theme.color.ink};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`
