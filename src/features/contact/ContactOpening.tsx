import styled from 'styled-components'
import type { ReactNode } from 'react'
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
 * The contact page's first screen, on white: a desk. On wide screens the form is the right-hand
 * page from the top, and the left-hand page says who you write to and what follows: the title,
 * the way to write, the two people who read every inquiry, then the three stops after it. On
 * phones the same parts stack in reading order (title, faces, form, the stops), so the form's
 * first field still reaches the first screen.
 */
const Wrapper = styled(WhiteOpening)`
  ${media.lg} {
    padding-top: ${({ theme }) => theme.space[6]};
    h1 {
      font-size: clamp(2.25rem, 1.2rem + 1.9vw, 3rem);
    }
  }
`

const Desk = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-areas: 'intro' 'form' 'steps';
  ${media.lg} {
    /* The form a little wider than the words: at 1280 its fields go two a row (FieldGrid). */
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'intro form' 'steps form';
    column-gap: ${({ theme }) => theme.space[7]};
    row-gap: ${({ theme }) => theme.space[6]};
    align-items: start;
  }
`

const Intro = styled.div`
  grid-area: intro;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    padding-top: ${({ theme }) => theme.space[4]};
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

const FormSlot = styled.div`
  grid-area: form;
  min-width: 0;
`

const Steps = styled.div`
  grid-area: steps;
  ${media.lg} {
    padding-top: ${({ theme }) => theme.space[5]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`

/* The readers: two faces with their names, side by side under the words. */
const Readers = styled.section`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.text};
  }
  /* Phones: the faces say it; the sentence waits for the wider screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    padding-top: 0;
    border-top: 0;
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
      width: 4.5rem;
      height: 4.5rem;
    }
  }
  span {
    display: grid;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.text};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
  em {
    font-style: normal;
  }
  /* Wide screens: a face a row, so a name and its role keep one line each. */
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Phones: the name only; the role needs the wider screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    em {
      display: none;
    }
  }
`

/** The contact desk; `children` is the form card, the right-hand page on wide screens. */
export function ContactOpening({ children }: { children: ReactNode }) {
  const readerMembers = team.filter((member) => readers.ids.includes(member.id))
  return (
    <Wrapper aria-labelledby="page-title" data-opening="contact">
      <Container>
        <Desk>
          <Intro>
            <div>
              <Eyebrow>{contactHero.eyebrow}</Eyebrow>
              <h1 id="page-title">{contactHero.title}</h1>
            </div>
            <Lead>
              <p>{contactHero.lead}</p>
              <p>
                {contactHero.emailIntro} <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
            </Lead>
            <Readers aria-labelledby="readers-title">
              <h2 id="readers-title">{readers.title}</h2>
              <p>{readers.text}</p>
              <Faces>
                {readerMembers.map((member) => (
                  <li key={member.id}>
                    <Portrait
                      member={member}
                      frame="square"
                      sizes="(min-width: 768px) 72px, 56px"
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
          </Intro>
          <FormSlot id="inquiry">{children}</FormSlot>
          <Steps>
            <NextStepsTimeline />
          </Steps>
        </Desk>
      </Container>
    </Wrapper>
  )
}
