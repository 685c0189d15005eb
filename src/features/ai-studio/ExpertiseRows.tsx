import styled from 'styled-components'
import type { Capability } from '../offerings/offeringTypes'

/*
 * The studio's three fields as rows between hairlines, read across: the field and what it is,
 * what we build in it, and one example of it at work. Not three boxes: each row is wide enough to
 * say something concrete.
 */
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 2px solid ${({ theme }) => theme.color.ink};
`

const Row = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => theme.space[6]} 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 4fr) minmax(0, 3fr);
  }
`

/* The field's icon beside its name on phones (one row, not two), above it from 768 px. */
const Field = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: center;
  align-content: start;
  > p {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
  }
  > span {
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.brandOnDark};
    svg {
      width: 1.25rem;
      height: 1.25rem;
    }
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 46ch;
  }
`

const Benefits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  align-content: start;
  font-size: ${({ theme }) => theme.fontSize.sm};
  li {
    padding: ${({ theme }) => theme.space[2]} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-weight: 500;
    color: ${({ theme }) => theme.color.ink};
  }
  li:first-child {
    border-top: 0;
    padding-top: 0;
  }
`

const Example = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
  align-self: start;
  /* On phones the label runs into the sentence ("For example  A utility…"), saving a line. */
  figcaption {
    display: inline;
    margin-right: ${({ theme }) => theme.space[2]};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      display: block;
      margin: 0 0 ${({ theme }) => theme.space[1]};
    }
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    grid-column: 1 / -1;
  }
`

const Said = styled.span`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: block;
  }
`

export interface ExpertiseField extends Capability {
  /** One piece of work in this field, told in a sentence. */
  example: string
}

export function ExpertiseRows({
  items,
  exampleLabel,
}: {
  items: readonly ExpertiseField[]
  exampleLabel: string
}) {
  return (
    <List>
      {items.map(({ icon: Icon, title, description, benefits, example }) => (
        <li key={title}>
          <Row>
            <Field>
              <span aria-hidden="true">
                <Icon />
              </span>
              <h3>{title}</h3>
              <p>{description}</p>
            </Field>
            <Benefits aria-label={`${title}: benefits`}>
              {benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </Benefits>
            <Example>
              <figcaption>{exampleLabel}</figcaption>
              <Said>{example}</Said>
            </Example>
          </Row>
        </li>
      ))}
    </List>
  )
}
