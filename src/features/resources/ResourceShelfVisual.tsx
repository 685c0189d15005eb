import styled, { css } from 'styled-components'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { categoryIcons } from './categoryIcons'
import { resourceCategories, resourcesHero, type CategoryIconName } from './resourcesCopy'

/* Covers stand face out on one shelf, of slightly different heights like real books and boxes. */
const Shelf = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 12.5rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-bottom: 6px solid ${({ theme }) => theme.color.lineOnDark};
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  /* Phones keep three covers: four would push their titles under 11 px. */
  > :nth-child(4) {
    display: none;
    @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
      display: flex;
    }
  }
`

/** Cover colours by kind: the whitepaper takes the screen's one warm highlight. */
const covers: Record<CategoryIconName, ReturnType<typeof css>> = {
  'book-open': css`
    background: ${({ theme }) => theme.color.brand};
    height: 100%;
  `,
  'circle-play': css`
    background: ${({ theme }) => theme.color.inkSoft};
    border-color: ${({ theme }) => theme.color.outlineOnDark};
    height: 88%;
  `,
  'file-text': css`
    background: ${({ theme }) => theme.color.sun};
    color: ${({ theme }) => theme.color.ink};
    height: 96%;
  `,
  wrench: css`
    background: ${({ theme }) => theme.color.ink};
    height: 80%;
  `,
}

const Cover = styled.div<{ $kind: CategoryIconName }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 9.5rem;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-bottom: 0;
  border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0 0;
  color: ${({ theme }) => theme.color.textOnDark};
  b {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    line-height: ${({ theme }) => theme.lineHeight.snug};
    display: -webkit-box;
    -webkit-line-clamp: 5;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  /* The foot of a cover: its size and the mark of its kind. */
  small {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-top: auto;
    font-size: 0.75rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  /* A lighter strip down the left edge: the binding. */
  box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.lineOnDark};
  ${({ $kind }) => covers[$kind]}
`

const Kind = styled.span`
  width: fit-content;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.6875rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

/**
 * /resources: the library as a shelf, the first title of each category standing face out with its
 * format and size. A picture of what the page lists in words below, so hidden from assistive
 * technology.
 */
export function ResourceShelfVisual() {
  const copy = resourcesHero.visual
  const titles = resourceCategories.reduce((sum, c) => sum + c.items.length, 0)
  return (
    <OpeningPanel title={copy.title} meta={copy.meta(titles)} seed="resources" decorative>
      <Shelf>
        {resourceCategories.map((category) => {
          const item = category.items[0]
          if (!item) return null
          const Icon = categoryIcons[category.icon]
          return (
            <Cover key={category.title} $kind={category.icon}>
              <Kind>{item.type}</Kind>
              <b>{item.name}</b>
              <small>
                {item.size}
                <Icon size={16} aria-hidden="true" />
              </small>
            </Cover>
          )
        })}
      </Shelf>
    </OpeningPanel>
  )
}
