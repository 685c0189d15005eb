import styled from 'styled-components'
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
} from './resourcesCopy'

/**
 * /resources opens as the library's catalogue: the title and lead above; under them what the
 * library holds, one entry per category (its drawing, how many titles, its name, what it says and
 * the formats it holds), each a link to its card under Browse by Category. The featured three are
 * not repeated here: their covers are the Featured cards' artwork. On a light band.
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

/**
 * The catalogue: a register line (how much the library holds) over a ruled index, two entries a row
 * on a phone, four from 1024 px. Each entry is one link: the count set as a figure, the name, the
 * category's line (from 768 px) and its formats.
 */
const Index = styled.nav`
  margin-top: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-top: ${({ theme }) => theme.space[7]};
  }
  > p {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 2px solid ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    margin: 0;
    padding: 0;
    list-style: none;
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  li {
    display: flex;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  /* Hairlines between the entries of a row. */
  li:nth-child(2n) {
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    li:not(:first-child) {
      border-left: 1px solid ${({ theme }) => theme.color.border};
    }
  }
`

const Entry = styled.a`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  li:nth-child(2n + 1) & {
    padding-left: 0;
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.color.brand};
  }
  /* The count as a figure, top right, beside the drawing. */
  [data-count] {
    grid-row: 1;
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    text-align: right;
    white-space: nowrap;
  }
  [data-count] b {
    margin-right: 0.2em;
    font-size: 1.75rem;
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  strong {
    grid-column: 1 / -1;
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
  [data-about] {
    display: none;
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-formats] {
    grid-column: 1 / -1;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  &:hover strong {
    color: ${({ theme }) => theme.color.brandStrong};
    text-decoration: underline;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]};
    li:nth-child(2n + 1) & {
      padding-left: 0;
    }
    [data-about] {
      display: block;
    }
    strong {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    li:nth-child(2n + 1) & {
      padding-left: ${({ theme }) => theme.space[5]};
    }
    li:first-child & {
      padding-left: 0;
    }
    li:last-child & {
      padding-right: 0;
    }
  }
`

/** The formats a category holds, in the order they first appear ("PDF · HTML"). */
function formats(types: readonly string[]): string {
  return [...new Set(types)].join(' · ')
}

export function LibraryOpening() {
  const titles = resourceCategories.reduce((n, c) => n + c.items.length, 0)
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
        <Index aria-label={categoriesSection.shelfLabel} data-library-shelf="">
          <p>
            <span>{categoriesSection.shelfLabel}</span>
            <span>{categoriesSection.shelfTotal(titles, resourceCategories.length)}</span>
          </p>
          <ul>
            {resourceCategories.map((category) => {
              const Icon = categoryIcons[category.icon]
              return (
                <li key={category.title}>
                  <Entry href={`#${categoryAnchor(category.title)}`} data-library-entry="">
                    <Icon aria-hidden="true" />
                    <span data-count="">
                      <b>{category.items.length}</b>
                      {categoriesSection.shelfUnit(category.items.length)}
                    </span>
                    <strong>{category.title}</strong>
                    <span data-about="">{category.description}</span>
                    <span data-formats="">{formats(category.items.map((i) => i.type))}</span>
                  </Entry>
                </li>
              )
            })}
          </ul>
        </Index>
      </Container>
    </Band>
  )
}
