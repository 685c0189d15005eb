import styled, { css } from 'styled-components'
import { media } from '../../theme/tokens'
import { ButtonRow } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { MastheadHead } from '../../ui/Masthead'
import { Eyebrow } from '../../ui/Section'
import { ScrollLink } from '../../ui/ScrollLink'
import { categoryIcons } from './categoryIcons'
import {
  categoriesSection,
  categoryAnchor,
  resourceCategories,
  resourcesHero,
  type CategoryIconName,
} from './resourcesCopy'

/**
 * /resources opens as the library itself: the title and lead above, and under them, across the whole
 * width, the shelf that is the library's index: each category a bay of spines (each title's kind and
 * size, not its name: the names are listed once, in the category's card below) and under its ledge
 * a link to that card. On a light band (the company's pages keep the navy banner for the products).
 */
const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[6]};
  }
`

const Lead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    max-width: 44ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** The shelf: the categories side by side, each its covers on one ledge and its name under it. */
const Shelf = styled.div`
  display: grid;
  /* Phones: two bays a row, so a category's name ("Documentation") never runs into the next. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[2]};
    margin-top: ${({ theme }) => theme.space[7]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    gap: ${({ theme }) => theme.space[4]};
  }
`

/** A bay of the shelf: a link to its category's card; the spines are its picture. */
const Group = styled.a`
  display: grid;
  grid-template-rows: 1fr auto;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover [data-bay-label] b {
    color: ${({ theme }) => theme.color.brandStrong};
    text-decoration: underline;
  }
  &:hover [data-spine] {
    transform: translateY(-4px);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover [data-spine] {
      transform: none;
    }
  }
`

const Row = styled.div`
  display: grid;
  align-items: end;
  gap: 0.375rem;
  height: 10.5rem;
  padding: 0 0.125rem;
  /* The ledge. */
  border-bottom: 6px solid ${({ theme }) => theme.color.ink};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :nth-child(n + 3) {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    height: 11.5rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > :nth-child(3) {
      display: flex;
    }
  }
`

/** Under the ledge: the category (the link's name) and how many titles it holds. */
const Label = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.ink};
  b {
    font-weight: 700;
  }
  span {
    font-weight: 500;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

/** Cover colours by kind: the whitepapers take the screen's one warm highlight. */
const covers: Record<CategoryIconName, ReturnType<typeof css>> = {
  'book-open': css`
    background: ${({ theme }) => theme.color.brand};
  `,
  'circle-play': css`
    background: ${({ theme }) => theme.color.inkSoft};
  `,
  'file-text': css`
    background: ${({ theme }) => theme.color.sun};
    color: ${({ theme }) => theme.color.ink};
  `,
  wrench: css`
    background: ${({ theme }) => theme.color.ink};
  `,
}

/** Heights by position in a category, like books and boxes of different sizes. */
const heights = ['100%', '86%', '93%']

const Cover = styled.div<{ $kind: CategoryIconName; $height: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ $height }) => $height};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]} 0.375rem ${({ theme }) => theme.space[3]} 0.5rem;
  border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0 0;
  color: ${({ theme }) => theme.color.textOnDark};
  box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.lineOnDark};
  transition: transform 0.2s ease;
  /* The spine's printed title: only where a spine is wide enough to carry it whole. */
  span[data-spine-title] {
    display: none;
    font-size: 0.75rem;
    font-weight: 600;
    line-height: 1.25;
    hyphens: auto;
    overflow-wrap: anywhere;
    ${media.xl} {
      /* A longer title than today's stops at five lines rather than running off its spine. */
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 5;
      overflow: hidden;
    }
  }
  small {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-top: auto;
    font-size: 0.75rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  ${({ $kind }) => covers[$kind]}
`

const Kind = styled.span`
  width: fit-content;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.6875rem;
  font-weight: 700;
  /* Phones: in sentence case, so 'Package' fits a narrow cover. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`

export function LibraryOpening() {
  return (
    <Band aria-labelledby="page-title" data-opening="library">
      <Container>
        <MastheadHead>
          <div>
            <Eyebrow>{resourcesHero.eyebrow}</Eyebrow>
            <h1 id="page-title">{resourcesHero.title}</h1>
          </div>
          <Lead>
            <p>{resourcesHero.lead}</p>
            <ButtonRow>
              <ScrollLink targetId={resourcesHero.browse.targetId}>
                {resourcesHero.browse.label}
              </ScrollLink>
            </ButtonRow>
          </Lead>
        </MastheadHead>
        <Shelf as="nav" aria-label={categoriesSection.shelfLabel} data-library-shelf>
          {resourceCategories.map((category) => {
            const Icon = categoryIcons[category.icon]
            return (
              <Group key={category.title} href={`#${categoryAnchor(category.title)}`}>
                <Row aria-hidden="true">
                  {category.items.map((item, i) => (
                    <Cover
                      key={item.name}
                      $kind={category.icon}
                      $height={heights[i % heights.length]!}
                      data-spine
                    >
                      <Kind>{item.type}</Kind>
                      <span data-spine-title>{item.name}</span>
                      <small>
                        {item.size}
                        <Icon size={14} aria-hidden="true" />
                      </small>
                    </Cover>
                  ))}
                </Row>
                <Label data-bay-label>
                  <b>{category.title}</b>
                  <span>· {categoriesSection.shelfCount(category.items.length)}</span>
                </Label>
              </Group>
            )
          })}
        </Shelf>
      </Container>
    </Band>
  )
}
