import { defineClient } from '../../src/features/clients/client'

const client = defineClient({
  id: 'msimbo-works',
  name: 'Msimbo Works',
  title: 'An MLOps pipeline that ships models as often as code',
  description:
    'Automated training, testing and deployment that took a software studio from quarterly model releases to weekly ones.',
  industry: 'Software Development',
  logoUrl: '/clients/msimbo-works.svg',
  logoLinkUrl: 'https://msimboworks.example',
  imageUrl: 'clients-msimbo-works.svg',
  imageAlt:
    'A delivery pipeline of four stages, data, training, tests and deployment, with monitoring looping back to the start.',
  tags: ['MLOps', 'CI/CD', 'Kubernetes', 'Model Monitoring'],
  results: [
    { value: 'Weekly', label: 'model releases, from weeks of manual steps' },
    { value: '1 command', label: 'for any engineer to retrain any model' },
    { value: '3', label: 'client products since built on the same pipeline' },
  ],
  quote: {
    text: 'We went from a nervous model release every quarter to a routine one every week, with the same tests and reviews as the rest of our code.',
    person: 'Faraja Ngowi',
    role: 'Chief Technology Officer',
    portrait: { head: 'dreads1', face: 'driven', skin: 'deep', accessories: 'none' },
  },
  sections: [
    {
      heading: 'The challenge',
      paragraphs: [
        "Msimbo Works builds web and mobile products for clients across the region, and more of those products now include machine-learning features. Each model, however, was trained by hand on a developer's laptop, and releasing a new version took weeks of manual steps that only two people knew.",
      ],
    },
    {
      heading: 'What we built',
      system: true,
      paragraphs: [
        'We introduced a pipeline in which data snapshots, training code and evaluation thresholds are versioned together. Every change triggers a training run, a battery of accuracy and fairness tests, and a comparison against the model currently in production.',
      ],
    },
    {
      heading: 'How it runs now',
      paragraphs: [
        "Models that pass are packaged as containers and rolled out gradually to the studio's existing cluster, with automatic rollback if latency or error rates rise. Dashboards show data drift and prediction quality for every model in one place.",
      ],
    },
    {
      heading: 'The outcome',
      paragraphs: [
        "The studio's engineers now release model updates weekly, new team members can retrain any model with a single command, and the same pipeline has been reused for three client products since.",
      ],
    },
  ],
  system: {
    caption:
      'Data, code and thresholds are versioned together; every change is trained, tested against production and rolled out gradually, with rollback on its own.',
    steps: [
      {
        boxes: [
          { title: 'Data snapshot', lines: ['2026-11-02'], tone: 'data' },
          { title: 'Training code', lines: ['commit 4f2a9c'], tone: 'data' },
          { title: 'Thresholds', lines: ['accuracy ≥ 0.89'], tone: 'data' },
        ],
        via: 'every change',
      },
      {
        boxes: [
          { title: 'Train + test', lines: ['accuracy, fairness,', 'latency tests'], tone: 'model' },
          {
            title: 'Compare',
            lines: ['against production', 'v13: 0.90 → v14: 0.91'],
            tone: 'model',
          },
        ],
        via: 'passed: a container',
      },
      {
        boxes: [
          {
            title: 'Gradual rollout',
            lines: ['10% → 50% → 100%', 'existing cluster'],
            tone: 'data',
          },
          {
            title: 'Rollback',
            lines: ['automatic, when', 'latency or errors rise'],
            tone: 'alert',
          },
        ],
        via: 'watched',
      },
      {
        boxes: [
          { title: 'One dashboard', lines: ['drift and quality for every model'], tone: 'people' },
        ],
      },
    ],
  },
  screen: {
    kind: 'lanes',
    title: 'Model releases · week 47',
    meta: 'main · 4f2a9c',
    label:
      'A release board of machine-learning models in three lanes, training, evaluation and rollout, each card with its version and test result.',
    lanes: [
      {
        name: 'Training',
        count: 2,
        tone: 'check',
        items: [
          { label: 'churn v15', detail: 'data 2026-11-02' },
          { label: 'ocr-sw v8', detail: 'epoch 12 of 20' },
        ],
      },
      {
        name: 'Evaluate',
        count: 1,
        tone: 'hold',
        items: [{ label: 'fares v6', detail: 'latency 212 ms > 150' }],
      },
      {
        name: 'Rolling out',
        count: 3,
        tone: 'go',
        items: [
          { label: 'churn v14', detail: 'canary 50% · 0.91' },
          { label: 'search v22', detail: '100% · rollback ready' },
        ],
      },
    ],
    focus: {
      kicker: 'Held at evaluation',
      title: 'fares v6: slower than v5',
      detail: 'Accuracy 0.93 passed; p95 latency did not',
      reasons: ['latency 212 ms > 150', 'fairness ✓', 'drift ✓'],
      actions: ['Open report', 'Retrain'],
    },
  },
})

export default client
