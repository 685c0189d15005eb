import styled, { css } from 'styled-components'
import { ButtonRow } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { MastheadHead } from '../../ui/Masthead'
import { Eyebrow } from '../../ui/Section'
import { ScrollLink } from '../../ui/ScrollLink'
import { categoryIcons } from './categoryIcons'
import { resourceCategories, resourcesHero, type CategoryIconName } from './resourcesCopy'

/**
 * /resources opens as the library itself: the title and lead above, and under them, across the whole
 * width, the shelf of every title the page lists, standing face out in its category, each category
 * named under the ledge. A picture of what the page lists in words below, so hidden from assistive
 * technology. On a light band (the company's pages keep the navy banner for the products).
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
  grid-template-columns: repeat(4, minmax(0, 1fr));
  /* Phones: one cover a category on one unbroken ledge. */
  gap: 0;
  margin-top: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[2]};
    margin-top: ${({ theme }) => theme.space[7]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    gap: ${({ theme }) => theme.space[4]};
  }
`

const Group = styled.div`
  display: grid;
  grid-template-rows: 1fr auto;
`

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  gap: 0.375rem;
  height: 10.5rem;
  padding: 0 0.125rem;
  /* The ledge. */
  border-bottom: 6px solid ${({ theme }) => theme.color.ink};
  > :nth-child(n + 2) {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    height: 11.5rem;
    > :nth-child(2) {
      display: flex;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > :nth-child(3) {
      display: flex;
    }
  }
`

/** Under the ledge: the category and how many titles it holds (from tablets). */
const Label = styled.p`
  display: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.color.ink};
  span {
    font-weight: 500;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: block;
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
  b {
    font-size: 0.75rem;
    font-weight: 700;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    letter-spacing: -0.01em;
    /* A long word on a narrow cover breaks (with a hyphen where the browser can) rather than clip. */
    hyphens: auto;
    overflow-wrap: break-word;
    display: -webkit-box;
    -webkit-line-clamp: 5;
    -webkit-box-orient: vertical;
    overflow: hidden;
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
        <Shelf aria-hidden="true" data-library-shelf>
          {resourceCategories.map((category) => {
            const Icon = categoryIcons[category.icon]
            return (
              <Group key={category.title}>
                <Row>
                  {category.items.map((item, i) => (
                    <Cover
                      key={item.name}
                      $kind={category.icon}
                      $height={heights[i % heights.length]!}
                    >
                      <Kind>{item.type}</Kind>
                      <b>{item.name}</b>
                      <small>
                        {item.size}
                        <Icon size={14} aria-hidden="true" />
                      </small>
                    </Cover>
                  ))}
                </Row>
                <Label>
                  {category.title} <span>· {category.items.length}</span>
                </Label>
              </Group>
            )
          })}
        </Shelf>
      </Container>
    </Band>
  )
}
