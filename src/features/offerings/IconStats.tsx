import { Reveal } from '../../ui/Reveal'
import { StatGrid, StatTile } from '../../ui/StatTile'
import type { IconStat } from './offeringTypes'
import { staggerDelay, type StaggerRange } from './stagger'

export interface IconStatsProps {
  items: readonly IconStat[]
  onDark?: boolean
  stagger?: StaggerRange
}

/** A row of stat tiles with icons; figures count up and the HTML already holds the final value. */
export function IconStats({ items, onDark = false, stagger }: IconStatsProps) {
  return (
    <StatGrid $columns={Math.min(items.length, 4)}>
      {items.map(({ icon: Icon, value, label }, i) => (
        <Reveal key={label} delay={staggerDelay(i, stagger)}>
          <StatTile value={value} label={label} icon={<Icon />} onDark={onDark} />
        </Reveal>
      ))}
    </StatGrid>
  )
}
