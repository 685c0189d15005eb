import { balancedColumns } from './balancedGrid'
import styled, { css } from 'styled-components'
import { labelText } from './labelText'

/**
 * A surface for one item: service, position, partner, stat… Drawn as a printed sheet, not a
 * floating box (docs/ART-DIRECTION.md §4): flat paper with hairline sides, square corners and a
 * heavy ink rule across its head, like the letterhead of the openings' sheets; no shadow. A
 * picture at its top is cut square to the rule.
 */
export const Card = styled.article<{ $interactive?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 2px solid ${({ theme }) => theme.color.ink};
  border-radius: 2px;
  transition: border-color ${({ theme }) => theme.motion.fast};
  > img:first-child {
    border-radius: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin: 0;
  }
  p {
    margin: 0;
  }
  ${({ $interactive, theme }) =>
    $interactive
      ? `cursor: pointer;
      &:hover { border-top-color: ${theme.color.brand}; }`
      : ''}
  /* A card whose title is its link answers the pointer the same way: the rule turns teal. */
  &:has(h2 a:hover, h3 a:hover) {
    border-top-color: ${({ theme }) => theme.color.brand};
  }
`

/**
 * A card's main link (usually its title): its ::after covers the card (a `Card` is positioned), so a
 * click anywhere on the card follows it. Other controls of the card sit above that area
 * (`position: relative; z-index: 1`). Focus draws its ring around the whole card.
 */
export const cardLinkStyles = css`
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 2px;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`

/** Pushes what follows (usually a button row) to the bottom of a card. */
export const CardFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`

/**
 * Responsive grid: one column on phones, two on tablets, up to `$columns` on wide screens; an
 * incomplete last row is centred (see balancedColumns), never left with an empty slot.
 */
export const CardGrid = styled.div<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);
  list-style: none;
  margin: 0;
  padding: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    ${({ $columns = 3 }) => balancedColumns(Math.min($columns, 2))}
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${({ $columns = 3 }) => balancedColumns($columns)}
  }
`

/** A round tinted holder for a decorative icon. */
export const IconBadge = styled.span<{ $tone?: 'brand' | 'accent' }>`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentSoft : theme.color.brandSoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent : theme.color.brandStrong)};
  flex: none;
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`

/**
 * A small label: category, industry, tag. Metadata, so it is quiet text, not a pill: a category
 * (`brand`, `accent`) in the small uppercase label; a tag (`neutral`) in plain words, and a list of
 * tags reads as one line, "Python · PyTorch · Airflow". `$size="md"` for tags read on their own.
 * (Filter chips, which are controls, are `filterChipStyles`.)
 */
export const Badge = styled.span<{ $tone?: 'brand' | 'accent' | 'neutral'; $size?: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: baseline;
  width: fit-content;
  ${({ $tone }) => ($tone === 'neutral' ? '' : labelText)}
  font-size: ${({ theme, $size }) => ($size === 'md' ? theme.fontSize.md : theme.fontSize.xs)};
  font-weight: ${({ $tone }) => ($tone === 'neutral' ? 500 : 700)};
  color: ${({ theme, $tone }) =>
    $tone === 'accent'
      ? theme.color.accent
      : $tone === 'neutral'
        ? theme.color.text
        : theme.color.brandStrong};
  /* In a list, every tag but the last takes a middle dot after it: one line of words. The dot
     stays with the word before it, so a wrapped line never starts with one. */
  li:not(:last-child) > &::after {
    content: '·';
    margin-left: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 700;
  }
`

/** A list with check marks, for features and requirements. */
export const CheckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    position: relative;
    padding-left: 1.6rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.45em;
    width: 0.5rem;
    height: 0.85rem;
    border: solid ${({ theme }) => theme.color.brand};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`
