import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Container } from './Container'

export type SectionTone = 'plain' | 'alt' | 'dark' | 'brand'

const Wrapper = styled.section<{ $tone: SectionTone; $compact: boolean }>`
  padding: ${({ theme, $compact }) => ($compact ? theme.space[7] : theme.space[8])} 0;
  ${({ theme, $tone }) => {
    switch ($tone) {
      case 'alt':
        return css`
          background: ${theme.color.surfaceAlt};
        `
      case 'dark':
        return css`
          background: ${theme.color.ink};
          color: ${theme.color.textOnDark};
          h2,
          h3 {
            color: ${theme.color.textOnDark};
          }
          a:not([data-button]) {
            color: ${theme.color.textOnDark};
          }
        `
      case 'brand':
        return css`
          background: linear-gradient(135deg, ${theme.color.brandStrong}, ${theme.color.ink});
          color: ${theme.color.textOnDark};
          h2,
          h3 {
            color: ${theme.color.textOnDark};
          }
        `
      default:
        return css`
          background: ${theme.color.surface};
        `
    }
  }}
`

const Header = styled.header<{ $center: boolean }>`
  max-width: 46rem;
  /* Centred: auto sides; left-aligned: flush with the content below it. Space below either way. */
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} ${({ theme }) => theme.space[6]};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
`

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
  section[data-tone='dark'] &,
  section[data-tone='brand'] & {
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
  section[data-tone='dark'] &,
  section[data-tone='brand'] & {
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`

export interface SectionProps {
  id?: string
  tone?: SectionTone
  eyebrow?: ReactNode
  title?: ReactNode
  intro?: ReactNode
  /** Centre the heading block (default true). */
  center?: boolean
  compact?: boolean
  children?: ReactNode
  /** Accessible name when there is no visible title. */
  label?: string
}

/**
 * A page section: a landmark-free `<section>` with an optional heading block. When `title` is set the
 * section is labelled by it, so screen-reader users can jump between sections by name.
 */
export function Section({
  id,
  tone = 'plain',
  eyebrow,
  title,
  intro,
  center = true,
  compact = false,
  children,
  label,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <Wrapper
      id={id}
      $tone={tone}
      $compact={compact}
      data-tone={tone}
      aria-labelledby={title && headingId ? headingId : undefined}
      aria-label={!title ? label : undefined}
    >
      <Container>
        {(eyebrow || title || intro) && (
          <Header $center={center}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            {title && <SectionTitle id={headingId}>{title}</SectionTitle>}
            {intro && <Lead>{intro}</Lead>}
          </Header>
        )}
        {children}
      </Container>
    </Wrapper>
  )
}
