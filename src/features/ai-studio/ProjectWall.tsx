import styled from 'styled-components'

/*
 * The studio's track record drawn as what it counts: one square per model or system put into use,
 * a hundred of them, and the "+" after the last in the warm accent (the one sun on this band).
 * Twenty squares a row on phones (five short rows), ten from 768 px (a square block beside the
 * claim). Decorative: the heading beside it says the figure in words.
 */
const Wall = styled.div`
  display: grid;
  grid-template-columns: repeat(20, minmax(0, 1fr));
  gap: 3px;
  align-content: start;
  > span {
    aspect-ratio: 1;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.brandOnDark};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(10, minmax(0, 1fr));
    gap: 6px;
    max-width: 22rem;
    > span {
      border-radius: 3px;
    }
  }
`

const Plus = styled.b`
  display: grid;
  place-items: center;
  grid-column: span 2;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.sunOnDark};
  justify-self: start;
`

export function ProjectWall({ count }: { count: number }) {
  return (
    <Wall aria-hidden="true" data-project-wall={count}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} />
      ))}
      <Plus>+</Plus>
    </Wall>
  )
}
