import styled from 'styled-components'
import { displayTitle } from '../../ui/display'
import { ArrowDown } from 'lucide-react'
import { team } from '../../../content/team'
import { Container } from '../../ui/Container'
import { cardLinkStyles } from '../../ui/Card'
import { Eyebrow } from '../../ui/Section'
import { Portrait } from '../team/Portrait'
import { faqHero, faqPeople, type FaqGroup } from './faqCopy'

/**
 * /faq opens with the people who answer: the title and lead on the left, and beside them (under them
 * on phones) each group of questions with the portraits of the two people who answer it, their
 * names and roles, a link down to the group. On light, like the other knowledge pages, but neither
 * the blog's masthead nor the glossary's index: a desk of people.
 */
const Band = styled.section`
  padding: ${({ theme }) => theme.space[6]} 0;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[7]};
  }
`

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: center;
  }
`

const Text = styled.div`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    ${displayTitle('clamp(2.25rem, 1.2rem + 4vw, 3.75rem)')}
    text-wrap: balance;
  }
  p:last-child {
    margin: 0;
    max-width: 40ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Desk = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`

/** An eyebrow in the quiet tone: a line that places the page, not a section's label. */
const DeskLabel = styled(Eyebrow)`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** One group: the faces, then the group (a link down to it) and who answers. */
const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  }
`

/** Two portraits, the second overlapping the first, each in a ring of the card's white. */
const Faces = styled.span`
  display: flex;
  img {
    width: 3.5rem;
    height: 3.5rem;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.color.surface};
    background: ${({ theme }) => theme.color.surfaceAlt};
    object-fit: cover;
  }
  img + img {
    margin-left: -0.875rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    img {
      width: 5rem;
      height: 5rem;
    }
    img + img {
      margin-left: -1.25rem;
    }
  }
`

const Words = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`

/** The group's name: the row's link (its area covers the row), with the count and an arrow down. */
const GroupLink = styled.a`
  ${cardLinkStyles}
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  &:hover {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  small {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.color.brandStrong};
    white-space: nowrap;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`

const Who = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.textMuted};
  b {
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
`

export function FaqOpening({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <Band aria-labelledby="page-title" data-opening="people">
      <Container>
        <Grid>
          <Text>
            <Eyebrow>{faqHero.eyebrow}</Eyebrow>
            <h1 id="page-title">{faqHero.title}</h1>
            <p>{faqHero.lead}</p>
          </Text>
          <Desk aria-label={faqPeople.label} data-faq-people="">
            <DeskLabel aria-hidden="true">{faqPeople.label}</DeskLabel>
            <Rows>
              {groups.map((group) => {
                const people = group.people.flatMap((id) => team.filter((m) => m.id === id))
                return (
                  <Row key={group.id}>
                    {people.length > 0 && (
                      <Faces aria-hidden="true">
                        {people.map((m) => (
                          <Portrait key={m.id} member={m} frame="square" sizes="80px" />
                        ))}
                      </Faces>
                    )}
                    <Words>
                      <GroupLink href={`#${group.id}`}>
                        {group.title}
                        <small>
                          {faqPeople.count(group.items.length)}
                          <ArrowDown aria-hidden="true" size={14} />
                        </small>
                      </GroupLink>
                      {people.length > 0 && (
                        <Who>
                          {faqPeople.by}{' '}
                          {people.map((m, i) => (
                            <span key={m.id}>
                              {i > 0 && ` ${faqPeople.and} `}
                              <b>{m.name}</b>, {m.role}
                            </span>
                          ))}
                        </Who>
                      )}
                    </Words>
                  </Row>
                )
              })}
            </Rows>
          </Desk>
        </Grid>
      </Container>
    </Band>
  )
}
