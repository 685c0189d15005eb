/**
 * Careers page copy. Every position is full-time; the e-mail
 * address comes from the site config, never from here.
 */

/** Where the person works: at the Dar es Salaam office, remotely, or either. */
export type Workplace = 'office' | 'remote' | 'office-or-remote'

export interface JobPosition {
  /** Anchor and JSON-LD identifier. */
  id: string
  title: string
  department: string
  workplace: Workplace
  description: string
  requirements: string[]
}

/** Every position is full-time. */
export const EMPLOYMENT_TYPE = 'Full-time'

/** The day the current positions were published (JSON-LD `datePosted`). */
export const POSITIONS_POSTED_ON = '2026-11-02'

/** Countries remote applicants may live in (JSON-LD and page text): East Africa Time, give or take. */
export const remoteCountries = ['Tanzania', 'Kenya', 'Uganda', 'Rwanda', 'Ethiopia'] as const

export const careersHero = {
  eyebrow: 'Careers',
  // No-break spaces keep the city's name on one line of the heading.
  title: 'Build AI that matters, from Dar\u00a0es\u00a0Salaam to the world',
  lead: 'Join a small team of engineers, data scientists and product people who turn promising AI ideas into systems that real organisations depend on.',
  viewPositions: { label: 'View Open Positions', targetId: 'positions' },
}

/**
 * The opening's job board, which is the positions section: how many roles and where, then every
 * role as a row (title, team, where, type) that opens to its description and Apply Now.
 */
export const jobBoard = {
  rolesLabel: 'open roles',
  office: 'open to the Dar es Salaam office',
  remote: 'to remote work on East Africa Time',
}

/** The people a new colleague works with, and where they are. */
export const peopleSection = {
  id: 'team',
  eyebrow: 'The team',
  title: 'Who you would work with',
  intro:
    'Engineers, data scientists, annotators and product people: most in our Dar es Salaam office, the others remote across East Africa.',
  wallLabel: 'The team',
  /** Beside each person in the roster: where they work. */
  officeLabel: 'Dar es Salaam office',
  remoteLabel: 'Remote',
  locationsTitle: 'Where we work',
  office: {
    title: 'Dar es Salaam',
    text: 'Our office and home since 2020, on the coast a short walk from the harbour.',
  },
  remote: {
    title: 'Remote',
    text: 'Anywhere in East Africa Time, so we share most working hours; we meet in Dar es Salaam a few times a year.',
  },
}

export const careerValues: Array<{ title: string; text: string }> = [
  {
    title: 'Curiosity',
    text: 'We read papers, test ideas on real data and share what we learn, including what did not work.',
  },
  {
    title: 'Ownership',
    text: 'Small teams own a problem from the first conversation with a client to the model in production.',
  },
  {
    title: 'Inclusion',
    text: 'Different backgrounds build better systems. We hire and mentor locally and work in Swahili and English.',
  },
  {
    title: 'Integrity',
    text: 'We are honest about what a model can and cannot do, with clients and with each other.',
  },
]

export type BenefitIconName = 'laptop' | 'graduation-cap' | 'heart-pulse' | 'plane'

export const benefits: Array<{ title: string; text: string; icon: BenefitIconName }> = [
  {
    title: 'Flexible work',
    text: 'Work from our Dar es Salaam office, remotely or both, with hours that fit your life.',
    icon: 'laptop',
  },
  {
    title: 'Learning budget',
    text: 'A yearly budget for courses, books, certifications and conferences, plus time to use it.',
    icon: 'graduation-cap',
  },
  {
    title: 'Health cover',
    text: 'Medical insurance for you and your family, and paid time off when you need it.',
    icon: 'heart-pulse',
  },
  {
    title: 'Global projects',
    text: 'Work with clients and partners across Africa and beyond, on problems with real impact.',
    icon: 'plane',
  },
]

export const positionsSection = {
  id: 'positions',
  howToApply: 'Apply by e-mail: open a role, then Apply Now starts the message for you.',
  applyLabel: 'Apply Now',
  requirementsTitle: 'What you bring',
  remoteNote: `Remote roles are open to people living in ${remoteCountries.slice(0, -1).join(', ')} or ${remoteCountries.at(-1)}, so we share most working hours.`,
}

export const positions: JobPosition[] = [
  {
    id: 'senior-ai-ml-engineer',
    title: 'Senior AI/ML Engineer',
    department: 'Engineering',
    workplace: 'office-or-remote',
    description:
      'Design, train and ship machine-learning systems for clients in finance, education and health, and mentor the engineers who build them with you.',
    requirements: [
      '5+ years building and deploying machine-learning models',
      'Strong Python and one deep-learning framework such as PyTorch',
      'Experience running models in production: APIs, monitoring, retraining',
      'Clear communication with clients and teammates',
    ],
  },
  {
    id: 'data-scientist',
    title: 'Data Scientist',
    department: 'Data Science',
    workplace: 'remote',
    description:
      'Turn messy business data into models, experiments and insights that change decisions, from the first exploratory analysis to the final report.',
    requirements: [
      '3+ years in applied data science or analytics',
      'Solid statistics and experiment design',
      'Python or R, SQL, and data visualisation',
      'Ability to explain results to non-technical audiences',
    ],
  },
  {
    id: 'full-stack-developer',
    title: 'Full Stack Developer',
    department: 'Engineering',
    workplace: 'office',
    description:
      'Build the web applications, dashboards and APIs through which clients use our models, from the database to the user interface.',
    requirements: [
      '3+ years with TypeScript, React and a server-side framework',
      'Relational databases and REST or GraphQL APIs',
      'Care for accessibility, performance and testing',
      'Interest in data products and machine learning',
    ],
  },
  {
    id: 'devops-engineer',
    title: 'DevOps Engineer',
    department: 'Infrastructure',
    workplace: 'remote',
    description:
      'Own the cloud and on-premises platforms our MLOps pipelines run on, and make deployments safe, fast and repeatable.',
    requirements: [
      '3+ years with containers, Kubernetes and infrastructure as code',
      'CI/CD pipelines and observability tooling',
      'A major cloud provider and Linux administration',
      'Experience supporting machine-learning workloads is a plus',
    ],
  },
  {
    id: 'product-manager-ai',
    title: 'Product Manager - AI',
    department: 'Product',
    workplace: 'office-or-remote',
    description:
      'Shape our analytics, annotation and generative-AI products with customers, and turn what they need into clear priorities for the team.',
    requirements: [
      '4+ years of product management, ideally on data or AI products',
      'Comfort with machine-learning concepts and their limits',
      'Customer research and roadmap planning',
      'Excellent written and spoken English; Swahili is a plus',
    ],
  },
  {
    id: 'business-development-representative',
    title: 'Business Development Representative',
    department: 'Sales',
    workplace: 'remote',
    description:
      'Find and qualify organisations that can benefit from AI, start the first conversations and hand well-prepared opportunities to our delivery team.',
    requirements: [
      '2+ years in B2B sales or business development',
      'Interest in technology, data and AI',
      'Strong writing and presentation skills',
      'Self-organised and comfortable working remotely',
    ],
  },
]

export const internships = {
  id: 'internships',
  eyebrow: 'Internships',
  title: 'Students and recent graduates',
  text: 'We take a few interns each year in machine learning, data engineering, software development and annotation operations. You work on real projects with a mentor, and many of our interns have joined us afterwards.',
  label: 'Get in Touch',
}

/** The fixed e-mail subjects, and the bodies that ask for what we need. */
export const applicationEmails = {
  work: {
    subject: 'Work Application',
    body: (positionTitle: string) =>
      [
        'Hello,',
        '',
        `I would like to apply for the ${positionTitle} position.`,
        '',
        'My details:',
        '- Full name:',
        '- Phone number:',
        '- Where I live:',
        '- Portfolio or profile link (optional):',
        '- When I could start:',
        '',
        'I have attached my CV as a PDF or DOCX file.',
        '',
        'Kind regards,',
      ].join('\n'),
  },
  internship: {
    subject: 'Internship Application',
    body: [
      'Hello,',
      '',
      'I would like to apply for an internship.',
      '',
      'My details:',
      '- Full name:',
      '- Phone number:',
      '- University or school and field of study:',
      '- Area of interest (e.g. machine learning, data engineering, software, annotation):',
      '- When I am available and for how long:',
      '',
      'I have attached my CV as a PDF or DOCX file.',
      '',
      'Kind regards,',
    ].join('\n'),
  },
}
