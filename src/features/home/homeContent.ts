import { figures } from '../../data/figures'
import type { Stat } from '../../ui/StatTile'

export const homeHero = {
  eyebrow: 'AI & data science · Dar es Salaam → worldwide',
  title: 'AI that leaves the lab and goes to work',
  lead: 'We design, build and run machine-learning systems — custom models, MLOps, analytics and data annotation — for businesses, startups and researchers around the world.',
  primary: { label: 'Estimate Project', to: '/contact' },
  scroll: { label: 'Scroll to Explore', targetId: 'why-us' },
}

export const whyUs = {
  id: 'why-us',
  eyebrow: 'Why us',
  title: 'Results our clients can measure',
  intro:
    'We judge our work by what changes after launch: faster teams, quicker delivery and models that keep performing.',
}

/** The six why-us metric tiles (spec: Home, why-us). */
export const whyUsMetrics: Stat[] = [
  { value: figures.productivity, label: 'Productivity for data teams' },
  { value: figures.fasterModelDelivery, label: 'Faster model delivery' },
  { value: figures.activeUsers, label: 'Platform users' },
  { value: figures.performanceMultiplier, label: 'Boost in processing speed' },
  { value: figures.performanceBoost, label: 'Performance boost' },
  { value: figures.downloads, label: 'Downloads of our tools' },
]

export const community = {
  value: figures.communityMembers,
  label: 'Members in our AI & data community',
  text: 'Engineers, researchers and founders who meet, share and build with us.',
}
