import type { Client } from '../../src/features/clients/client'

const client: Client = {
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
  },
  details: `Msimbo Works builds web and mobile products for clients across the region, and more of those products now include machine-learning features. Each model, however, was trained by hand on a developer's laptop, and releasing a new version took weeks of manual steps that only two people knew.

We introduced a pipeline in which data snapshots, training code and evaluation thresholds are versioned together. Every change triggers a training run, a battery of accuracy and fairness tests, and a comparison against the model currently in production.

Models that pass are packaged as containers and rolled out gradually to the studio's existing cluster, with automatic rollback if latency or error rates rise. Dashboards show data drift and prediction quality for every model in one place.

The studio's engineers now release model updates weekly, new team members can retrain any model with a single command, and the same pipeline has been reused for three client products since.`,
}

export default client
