import { countWord } from '../../data/countWords'

/** Partnerships page copy. Partners are fictional, with original logos. */

export interface Partner {
  id: string
  name: string
  /** What kind of partner it is, in two or three words (shown under the logo, which carries the name). */
  kind: string
  /** What we do together, in a few words (the hero's diagram). */
  together: string
  /** Root-relative path of the logo (SVG in `public/partners/`). */
  logo: string
  description: string
  /** The partner's mission, in its words, on its card (labelled as theirs, not set as a quote). */
  mission: string
  /** The partner's website, opened in a new tab. */
  link: string
}

/** The hero's diagram: us in the middle, the four partners around, what we do together on each link. */
export const partnersDiagram = {
  get label() {
    return `Our ${countWord(partners.length)} partners and what we do with each`
  },
  centre: 'Us',
}

export const partnersHero = {
  eyebrow: 'Partnerships',
  title: 'Stronger together: the partners behind our work',
  lead: 'We team up with infrastructure providers, open-data groups, language researchers and startup builders so our clients get more than any one company could offer.',
}

export const partnersSection = {
  id: 'partners',
  eyebrow: 'Our partners',
  title: 'Who we work with',
  intro: 'Each partnership is built around a shared goal and work we deliver together.',
  visitLabel: 'Visit Partner Site',
  togetherLabel: 'What we do together',
  missionLabel: 'Their mission',
}

export const partners: Partner[] = [
  {
    id: 'bahari-cloud',
    kind: 'Cloud infrastructure',
    together: 'Hosting in the region',
    name: 'Bahari Cloud',
    logo: '/partners/bahari-cloud.svg',
    description:
      'A regional cloud provider with data centres in East Africa. Together we host models close to our clients, so their data stays in the region and responses stay fast.',
    mission:
      'Give every African business world-class computing, hosted close to home and priced for local budgets.',
    link: 'https://baharicloud.example',
  },
  {
    id: 'ramani-open-data',
    kind: 'Open data',
    together: 'Cleaner public datasets',
    name: 'Ramani Open Data Initiative',
    logo: '/partners/ramani-open-data.svg',
    description:
      'A non-profit that maps and publishes public data on health, water and infrastructure. We contribute data-cleaning tools and analytics to its open datasets.',
    mission: 'Make public data open, accurate and useful for the communities it describes.',
    link: 'https://ramani-opendata.example',
  },
  {
    id: 'lugha-foundation',
    kind: 'Language research',
    together: 'Swahili speech and text',
    name: 'Lugha Speech Foundation',
    logo: '/partners/lugha-foundation.svg',
    description:
      'A research foundation collecting speech and text in African languages with consent. Our annotation teams help label its corpora, and our models learn from them.',
    mission:
      'Ensure that every African language has a place in the technology its speakers use every day.',
    link: 'https://lughafoundation.example',
  },
  {
    id: 'kesho-hub',
    kind: 'Startup incubator',
    together: 'First prototypes',
    name: 'Kesho Founders Hub',
    logo: '/partners/kesho-hub.svg',
    description:
      'An incubator for early-stage startups in Dar es Salaam. We mentor its founders on data and AI and help the most promising teams build their first prototypes.',
    mission: 'Turn bold local ideas into companies that solve real problems and create good jobs.',
    link: 'https://keshohub.example',
  },
]

export const partnersCta = {
  eyebrow: 'Partner with us',
  title: 'Become a partner',
  points: [
    'A shared goal and work we deliver together',
    'Clear roles, data terms and credit on both sides',
    'A small first project to prove the fit',
  ],
  text: 'Do you run a platform, research group or community that shares our goals? Tell us how we could work together.',
  label: 'Get In Touch',
  to: '/contact',
}
