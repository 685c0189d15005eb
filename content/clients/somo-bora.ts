import type { Client } from '../../src/features/clients/client'

const client: Client = {
  id: 'somo-bora',
  name: 'Somo Bora Learning',
  title: 'Early warnings that keep online learners on course',
  description:
    'A dropout-risk model and a tutor dashboard that flag struggling students weeks before they stop logging in.',
  industry: 'Education',
  logoUrl: '/clients/somo-bora.svg',
  logoLinkUrl: 'https://somobora.example',
  imageUrl: 'clients-somo-bora.svg',
  imageAlt:
    'A weekly engagement chart rising, beside three groups of learners: at risk, to watch and on track.',
  tags: ['Education', 'Predictive Analytics', 'Dashboards', 'Python', 'Learning Analytics'],
  results: [
    { value: '11 days', label: 'earlier, on average, that tutors reach an at-risk student' },
    { value: 'Nightly', label: 'scores for every enrolled student, with three reasons each' },
    { value: '1 term', label: 'from the first model to a measurable rise in completion' },
  ],
  quote: {
    text: 'Tutors now hear about a struggling student weeks earlier, with a suggested next step beside the name. Completion in our pilot classes rose within a single term.',
    person: 'Joseph Lyimo',
    role: 'Director of Learning',
  },
  details: `Somo Bora Learning runs secondary-school revision courses online for students across Tanzania and Kenya. Its tutors could see who had finished a lesson, but not who was quietly falling behind, and most students who dropped out had already been inactive for a fortnight before anyone noticed.

We started with eighteen months of anonymised activity logs: logins, video watch time, quiz attempts and forum posts. Together with the tutors we agreed on what "at risk" should mean, then trained a gradient-boosted model that scores every enrolled student each night and explains the three signals that weigh most in each score.

The scores reach tutors through a simple dashboard in the tools they already use, with a short suggested action beside each name: a message, a call or a study-group invitation. Tutors can mark a flag as wrong, and those corrections feed the next training run.

Within one term the school reached out to at-risk students an average of eleven days earlier than before, and course completion rose noticeably in the pilot classes. The model, its evaluation report and the retraining pipeline now belong to Somo Bora's own data team.`,
}

export default client
