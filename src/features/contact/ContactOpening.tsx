import styled from 'styled-components'
import { site } from '../../config/site'
import { media } from '../../theme/tokens'
import { Container } from '../../ui/Container'
import { Eyebrow } from '../../ui/Section'
import { team } from '../../../content/team'
import { Portrait } from '../team/Portrait'
import { contactHero, readers } from './contactCopy'
import { NextStepsTimeline } from './NextStepsTimeline'
import { WhiteOpening } from '../../ui/WhiteOpening'

/*
 * The contact page's opening, on white: the title and the way to write on the left, the two
 * people who read every inquiry on the right, and under both, across the page, the three stops
 * after an inquiry. A desk, not a banner: who you write to and what follows, before the form.
 */
const Wrapper = styled(WhiteOpening)`
  h1 {
    max-width: 14ch;
  }
`

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: end;
  }
`

const Lead = styled.div`
  max-width: 58ch;
  color: ${({ theme }) => theme.color.textMuted};
  /* Phones: body size, so the form's first field still reaches the first screen. */
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  a {
    font-weight: 600;
  }
`

/* The readers: two faces with their names, a column on wide screens, side by side on phones. */
const Readers = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${media.lg} {
    padding-left: ${({ theme }) => theme.space[6]};
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
  /* Phones: the faces say it; the sentence waits for the wider screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    h2,
    p {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`

const Faces = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-width: 0;
  }
  img {
    flex: none;
    width: 3.5rem;
    height: 3.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    ${media.md} {
      width: 5.5rem;
      height: 5.5rem;
    }
  }
  span {
    display: grid;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
  /* Phones: the name only; the role needs the wider screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    em {
      display: none;
    }
  }
  em {
    font-style: normal;
  }
  ${media.md} {
    grid-template-columns: 1fr;
  }
`

const Track = styled.div`
  margin-top: ${({ theme }) => theme.space[7]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    display: none;
  }
`

export function ContactOpening() {
  const readerMembers = team.filter((member) => readers.ids.includes(member.id))
  return (
    <Wrapper aria-labelledby="page-title" data-opening="contact">
      <Container>
        <Top>
          <div>
            <Eyebrow>{contactHero.eyebrow}</Eyebrow>
            <h1 id="page-title">{contactHero.title}</h1>
            <Lead>
              <p>{contactHero.lead}</p>
              <p>
                {contactHero.emailIntro} <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
            </Lead>
          </div>
          <Readers aria-labelledby="readers-title">
            <h2 id="readers-title">{readers.title}</h2>
            <p>{readers.text}</p>
            <Faces>
              {readerMembers.map((member) => (
                <li key={member.id}>
                  <Portrait
                    member={member}
                    frame="square"
                    sizes="(min-width: 768px) 88px, 56px"
                    priority
                  />
                  <span>
                    <strong>{member.name}</strong>
                    <em>{member.role}</em>
                  </span>
                </li>
              ))}
            </Faces>
          </Readers>
        </Top>
        <Track>
          <NextStepsTimeline />
        </Track>
      </Container>
    </Wrapper>
  )
}
