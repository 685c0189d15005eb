import styled from 'styled-components'
import { Users } from 'lucide-react'
import { Section } from '../../ui/Section'
import { StatGrid, StatTile } from '../../ui/StatTile'
import { CountUp } from '../../ui/CountUp'
import { Reveal } from '../../ui/Reveal'
import { community, whyUs, whyUsMetrics } from './homeContent'

const Community = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brandSoft};
  svg {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p {
    margin: 0;
  }
`

const Counter = styled.strong`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  color: ${({ theme }) => theme.color.brandStrong};
  font-variant-numeric: tabular-nums;
`

/** Why-us: six metric tiles and the community counter. */
export function WhyUs() {
  return (
    <Section
      id={whyUs.id}
      eyebrow={whyUs.eyebrow}
      title={whyUs.title}
      intro={whyUs.intro}
      tone="alt"
    >
      <StatGrid $columns={3}>
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
    </Section>
  )
}
