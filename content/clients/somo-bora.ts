import { defineClient } from '../../src/features/clients/client'

const client = defineClient({
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
    portrait: { head: 'short3', face: 'driven', skin: 'brown', accessories: 'glasses2' },
  },
  sections: [
    {
      heading: 'The challenge',
      paragraphs: [
        'Somo Bora Learning runs secondary-school revision courses online for students across Tanzania and Kenya. Its tutors could see who had finished a lesson, but not who was quietly falling behind, and most students who dropped out had already been inactive for a fortnight before anyone noticed.',
      ],
    },
    {
      heading: 'What we built',
      system: true,
      paragraphs: [
        'We started with eighteen months of anonymised activity logs: logins, video watch time, quiz attempts and forum posts. Together with the tutors we agreed on what "at risk" should mean, then trained a gradient-boosted model that scores every enrolled student each night and explains the three signals that weigh most in each score.',
      ],
    },
    {
      heading: 'How it runs now',
      paragraphs: [
        'The scores reach tutors through a simple dashboard in the tools they already use, with a short suggested action beside each name: a message, a call or a study-group invitation. Tutors can mark a flag as wrong, and those corrections feed the next training run.',
      ],
    },
    {
      heading: 'The outcome',
      paragraphs: [
        "Within one term the school reached out to at-risk students an average of eleven days earlier than before, and course completion rose noticeably in the pilot classes. The model, its evaluation report and the retraining pipeline now belong to Somo Bora's own data team.",
      ],
    },
  ],
  system: {
    caption:
      'Activity logs become a nightly risk score with three reasons; tutors act on it in their own tools, and their corrections train the next model.',
    steps: [
      {
        boxes: [
          { title: 'Logins', lines: ['per day'], tone: 'data' },
          { title: 'Video', lines: ['minutes watched'], tone: 'data' },
          { title: 'Quizzes', lines: ['attempts, marks'], tone: 'data' },
        ],
        via: 'every night',
      },
      {
        boxes: [
          {
            title: 'At-risk model',
            lines: ['score per student with three reasons'],
            tone: 'model',
          },
        ],
        via: 'score ≥ 0.70 is flagged',
      },
      {
        boxes: [
          {
            title: 'Tutor dashboard',
            lines: ['Form 4 Chemistry', '12 flagged today'],
            tone: 'alert',
          },
          { title: 'Suggested action', lines: ['Tuma ujumbe', 'Piga simu'], tone: 'people' },
        ],
        via: '“wrong flag” corrections',
      },
      {
        boxes: [
          {
            title: 'Retraining pipeline',
            lines: ['owned by Somo Bora’s data team'],
            tone: 'people',
          },
        ],
      },
    ],
  },
  screen: {
    kind: 'activity',
    title: 'At risk · Form 4 Chemistry',
    meta: 'Usiku 02:00',
    label:
      "A tutor's table of students at risk of dropping out: four students with their last fourteen days of activity and their risk scores, the first one silent for nine days, and a drafted Swahili message to send them.",
    caption: 'Flagged tonight · 12 students',
    rows: [
      {
        label: 'Student 0412 · Dodoma',
        detail: 'Inactive 9 days',
        value: '0.81',
        flag: true,
        days: '##.##.........',
      },
      {
        label: 'Student 0377 · Mombasa',
        detail: 'Quiz marks falling',
        value: '0.76',
        days: '###.##.#.#..#.',
      },
      {
        label: 'Student 0290 · Mbeya',
        detail: 'Skipped 2 live lessons',
        value: '0.73',
        days: '#.##.#..##.#..',
      },
      {
        label: 'Student 0158 · Tanga',
        detail: 'Video time −60%',
        value: '0.71',
        days: '####.###..#...',
      },
    ],
    focus: {
      kicker: 'Suggested: a message',
      title: 'Student 0412, Form 4',
      detail: 'Last seen: Organic chemistry, lesson 6',
      reasons: ['No quiz in 9 days', 'Video time −60%', 'Left study group'],
      actions: ['Tuma ujumbe', 'Wrong flag'],
      message: 'Habari! Tumekukosa kwenye somo la 6. Tukusaidie kuanza tena?',
    },
  },
})

export default client
