import styled from 'styled-components'
import { CountUp } from '../../ui/CountUp'
import type { SuccessStory } from './industry'

/*
 * The two success stories as an editorial pair: the result figure set large as the story's
 * headline, its label, then the story under a rule. Side by side from 768 px with a hairline
 * between them; no boxes.
 */
const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 0;
    > * + * {
      border-left: 1px solid ${({ theme }) => theme.color.border};
      padding-left: ${({ theme }) => theme.space[7]};
    }
    > *:first-child {
      padding-right: ${({ theme }) => theme.space[7]};
    }
  }
`

const Story = styled.article`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    padding-top: ${({ theme }) => theme.space[4]};
    border-top: 2px solid ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.xl};
    text-wrap: balance;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 44ch;
  }
`

const Figure = styled.p`
  display: flex;
  flex-direction: column;
  strong {
    font-size: clamp(4rem, 2.4rem + 6vw, 6.5rem);
    font-weight: 800;
    letter-spacing: -0.03em;
    line-height: 1;
    color: ${({ theme }) => theme.color.brandStrong};
    font-variant-numeric: tabular-nums;
  }
  span.label {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
  && {
    color: ${({ theme }) => theme.color.ink};
  }
`

export function StoryPair({ stories }: { stories: readonly SuccessStory[] }) {
  return (
    <Pair>
      {stories.map((story) => (
        <Story key={story.title} data-success-story>
          <Figure>
            <strong>
              <CountUp value={story.result.value} />
            </strong>
            <span className="label">{story.result.label}</span>
          </Figure>
          <h3>{story.title}</h3>
          <p>{story.description}</p>
        </Story>
      ))}
    </Pair>
  )
}
