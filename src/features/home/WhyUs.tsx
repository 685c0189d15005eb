import styled from 'styled-components'
import { Users } from 'lucide-react'
import { StatGrid, StatTile } from '../../ui/StatTile'
import { CountUp } from '../../ui/CountUp'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { FigureNote } from '../../ui/FigureNote'
import { community, whyUs, whyUsBasis, whyUsMetrics } from './homeCopy'

const Community = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brandSoft};
  svg {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p {
    margin: 0;
  }
  /* The label beside the counter when it fits in two lines, under it otherwise. */
  > div {
    flex: 1 1 10rem;
    min-width: 0;
  }
  /* On phones the counter and its label; who the community are is said again under 'Join the
     movement', further down. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    p + p {
      display: none;
    }
  }
`

const Counter = styled.strong`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  color: ${({ theme }) => theme.color.brandStrong};
  font-variant-numeric: tabular-nums;
`

/** Why-us: the heading beside six metric tiles and the community counter. */
export function WhyUs() {
  return (
    <Section
      layout="split"
      id={whyUs.id}
      eyebrow={whyUs.eyebrow}
      title={whyUs.title}
      intro={whyUs.intro}
      tone="alt"
    >
      <StatGrid $columns={3} $phoneColumns={3}>
        {whyUsMetrics.map((m, i) => (
          <Reveal key={m.label} delay={0.1 + (i % 3) * 0.05}>
            <StatTile {...m} />
          </Reveal>
        ))}
      </StatGrid>
      <Community>
        <Users aria-hidden="true" size={32} />
        <Counter>
          <CountUp value={community.value} />
        </Counter>
        <div>
          <p>
            <strong>{community.label}</strong>
          </p>
          <p>{community.text}</p>
        </div>
      </Community>
      <FigureNote>{whyUsBasis}</FigureNote>
    </Section>
  )
}
