import styled from 'styled-components'

/**
 * A product's light opening (the Quantum family): white, clipped at the screen's sides so a picture
 * may run off them, closed by a hairline rather than the kanga border.
 */
export const StageOpening = styled.section`
  position: relative;
  overflow-x: clip;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

/** A stage opening's tagline: the product's promise in one line under its name (h1). */
export const StageTagline = styled.p<{ $measure?: string }>`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  max-width: ${({ $measure }) => $measure ?? 'none'};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.ink};
`

/** A stage opening's lead paragraph, quieter than the tagline. */
export const StageLead = styled.p`
  max-width: 52ch;
  color: ${({ theme }) => theme.color.textMuted};
`

/**
 * A line under an opening's buttons that sends a visitor who came for the neighbouring offering
 * there (/mlops, the last-mile service, and /mlops-devops, the platform, are easy to confuse).
 */
export const SiblingNote = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`
