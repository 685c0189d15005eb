import styled, { css } from 'styled-components'

/**
 * A product's window on a navy stage that runs off one edge of the screen (a light opening's
 * picture column: the Quantum family's on the right, /mlops-devops's on the left). Phones and
 * tablets: across the whole width, out to both screen edges, under the opening's text. From
 * 1024 px: its grid column from top to foot, continued past the container to the screen's edge,
 * rounded only on the inner top corner. A faint dot grid is its one texture (drawn across the
 * continuation too, so it has no seam). The opening around it
 * must clip horizontal overflow (`overflow-x: clip`). Give it `data-stage` (tests measure it).
 */
export const BleedStage = styled.div<{ $side: 'left' | 'right' }>`
  position: relative;
  display: grid;
  align-items: center;
  margin: 0 calc(-1 * ${({ theme }) => theme.space[4]});
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.ink};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.pattern.dotGrid};
    background-size: ${({ theme }) => theme.pattern.dotGridSize};
    pointer-events: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin: 0 calc(-1 * ${({ theme }) => theme.space[6]});
    padding: ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin: 0;
    /* The continuation is painted under the dot grid (its own stacking context keeps it in front
       of the opening's background). */
    isolation: isolate;
    &::after {
      content: '';
      position: absolute;
      z-index: -1;
      top: 0;
      bottom: 0;
      width: 50vw;
      background: inherit;
    }
    ${({ theme, $side }) =>
      $side === 'right'
        ? css`
            padding: ${theme.space[6]} 0 ${theme.space[6]} ${theme.space[6]};
            border-top-left-radius: ${theme.radius.lg};
            &::after {
              left: 100%;
            }
            &::before {
              right: -50vw;
            }
          `
        : css`
            padding: ${theme.space[6]} ${theme.space[6]} ${theme.space[6]} 0;
            border-top-right-radius: ${theme.radius.lg};
            &::after {
              right: 100%;
            }
            &::before {
              left: -50vw;
            }
          `}
  }
  > * {
    position: relative;
  }
`

/**
 * The opening a bleeding stage stands in (the Quantum family, /mlops-devops): white, clipped at the
 * screen's sides so the stage may run off them, closed by a hairline rather than the kanga border.
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
