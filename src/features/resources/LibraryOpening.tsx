import styled from 'styled-components'
import { ButtonRow } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { MastheadHead } from '../../ui/Masthead'
import { Eyebrow } from '../../ui/Section'
import { ScrollLink } from '../../ui/ScrollLink'
import { categoryIcons } from './categoryIcons'
import { ResourceCover } from './ResourceCover'
import {
  categoriesSection,
  categoryAnchor,
  featuredAnchor,
  featuredResources,
  featuredSection,
  resourceCategories,
  resourcesHero,
} from './resourcesCopy'

/**
 * /resources opens as the library's front table: the title and lead above; under them the three
 * featured resources as printed covers (kind, title set large, a drawing of what is inside), each a
 * link to its entry under Featured Resources; under the covers the library's index, one ruled row
 * per category leading to its card. On a light band.
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
 * The front table: the three featured resources as covers, the first one across a phone's width and
 * the other two side by side under it; three across from 768 px.
 */
const Covers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  > :first-child {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
    margin-top: ${({ theme }) => theme.space[7]};
    > :first-child {
      grid-column: auto;
    }
  }
`

/**
 * The library's index under the covers: one ruled row per category, its drawing, its name and how
 * many titles it holds, a link to its card under Browse by Category. Two across on a phone, four
 * from 768 px.
 */
const Index = styled.nav`
  margin-top: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-top: ${({ theme }) => theme.space[5]};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 2px solid ${({ theme }) => theme.color.ink};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      grid-template-columns: repeat(4, minmax(0, 1fr));
      column-gap: ${({ theme }) => theme.space[5]};
    }
  }
  li {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`

const Bay = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} 0;
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.color.brand};
  }
  b {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
  }
  span {
    margin-left: auto;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
  }
  &:hover b {
    color: ${({ theme }) => theme.color.brandStrong};
    text-decoration: underline;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[3]} 0;
  }
  /* The count beside the name where a row has room for both on one line: on a phone two across
     (from 480 px) and from 1024 px four across; a tablet's four narrow rows keep the name whole. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px),
    (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    span {
      display: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    b {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
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
        <Covers>
          {featuredResources.map((resource, i) => (
            <ResourceCover
              key={resource.title}
              category={resource.category}
              title={resource.title}
              href={`#${featuredAnchor(resource.title)}`}
              detail={
                resource.runningTime
                  ? featuredSection.runningTimeLabel(resource.runningTime)
                  : `${resource.downloadCount} ${featuredSection.downloadsSuffix}`
              }
              lead={i === 0}
            />
          ))}
        </Covers>
        <Index aria-label={categoriesSection.shelfLabel} data-library-shelf="">
          <ul>
            {resourceCategories.map((category) => {
              const Icon = categoryIcons[category.icon]
              return (
                <li key={category.title}>
                  <Bay href={`#${categoryAnchor(category.title)}`}>
                    <Icon aria-hidden="true" />
                    <b>{category.title}</b>
                    <span>{categoriesSection.shelfCount(category.items.length)}</span>
                  </Bay>
                </li>
              )
            })}
          </ul>
        </Index>
      </Container>
    </Band>
  )
}
