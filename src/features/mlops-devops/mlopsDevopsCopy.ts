import {
  Activity,
  Boxes,
  ClipboardCheck,
  GitBranch,
  Hammer,
  PiggyBank,
  Rocket,
  Search,
  ServerCog,
  Workflow,
  Wrench,
} from 'lucide-react'
import type { ProductPageContent } from '../offerings/offeringTypes'
import { numberSteps } from '../offerings/processSteps'
import { countWord } from '../../data/countWords'

/** The pipeline stages of the toolchain map, each with what happens there and its tools (by name). */
export const toolStages = [
  {
    stage: 'Code',
    job: 'Code, data and infrastructure, versioned and tested',
    tools: ['GitHub Actions', 'DVC', 'Terraform'],
  },
  { stage: 'Build', job: 'Packaged the same way every time', tools: ['Docker', 'Jenkins'] },
  {
    stage: 'Train',
    job: 'Pipelines, experiments, the model registry',
    tools: ['Apache Airflow', 'Kubeflow', 'MLflow'],
  },
  { stage: 'Deploy', job: 'Served as an API and scaled', tools: ['Kubernetes', 'BentoML'] },
  { stage: 'Monitor', job: 'Metrics, dashboards and alerts', tools: ['Prometheus', 'Grafana'] },
] as const

/** The line under the opening's buttons that points to /mlops, the service this page is not. */
export const mlopsDevopsSibling = {
  question: 'A model stuck before production?',
  link: 'The last-mile service →',
}

/** /mlops-devops. */
/** The opening sheet's two printed facts under the name (from 1024 px). */
export const mlopsDevopsSheetFacts: readonly (readonly [string, string])[] = [
  ['Runs on', 'Your cloud or your own servers'],
  ['Hand-over', 'Your team owns every pipeline we build'],
]

export const mlopsDevopsPage: ProductPageContent = {
  hero: {
    eyebrow: 'MLOps platform & toolchain',
    // Short, like the other product names: on a phone the pipeline window shows in the first screen.
    title: 'MLOps & DevOps',
    tagline: 'Pipelines that ship models and keep them healthy, from commit to production.',
    lead: 'We build the pipelines, infrastructure and monitoring that let your teams release models and applications quickly, safely and repeatably, in the cloud or on your own servers.',
    actions: [
      { label: 'Explore Solutions', scrollTo: 'features', variant: 'onDark' },
      { label: 'Get Started', to: '/contact', variant: 'primary' },
    ],
  },
  stats: {
    id: 'results',
    eyebrow: 'Results',
    title: 'What automation changes',
    // The page's two figures (SPEC: 90% faster deployment, 50% cost reduction). Uptime and
    // round-the-clock monitoring are /mlops's figures: not repeated here.
    intro:
      'Measured on the delivery platforms we have built and run with clients, each against how the team worked before.',
    items: [
      {
        value: '90%',
        label: 'Faster deployment, every release',
        icon: Rocket,
        context:
          'From an approved change to live, once releases are automated, against releasing by hand.',
      },
      {
        value: '50%',
        label: 'Cost reduction',
        icon: PiggyBank,
        context:
          'Infrastructure spend after right-sizing and autoscaling, against the year before.',
      },
    ],
  },
  capabilities: {
    id: 'features',
    eyebrow: 'Solutions',
    get title() {
      return `${countWord(this.items.length, { capital: true })} foundations of reliable machine learning in production`
    },
    intro:
      'We set up what your teams need to move from notebooks to dependable services, and hand it over documented.',
    items: [
      {
        icon: GitBranch,
        title: 'CI/CD for Machine Learning',
        description:
          'Every change to code, data or model runs through automated build, test and release pipelines.',
        benefits: [
          'Releases in minutes, not weeks',
          'Rollbacks with one command',
          'The same pipeline for apps and models',
        ],
      },
      {
        icon: Activity,
        title: 'Model Monitoring & Observability',
        description:
          'Dashboards and alerts for accuracy, drift, latency and cost, so problems surface before users notice.',
        benefits: [
          'Drift detected early',
          'Alerts routed to the right team',
          'Clear service-level reporting',
        ],
      },
      {
        icon: ServerCog,
        title: 'Infrastructure as Code',
        description:
          'Cloud and on-premises environments defined in version-controlled code, reproducible on demand.',
        benefits: [
          'Identical test and production setups',
          'Changes reviewed like any other code',
          'Costs visible and controlled',
        ],
      },
      {
        icon: ClipboardCheck,
        title: 'Automated Testing & Validation',
        description:
          'Data checks, model evaluations and integration tests run automatically before anything ships.',
        benefits: [
          'Bad data stopped at the door',
          'Quality gates on every release',
          'Fewer errors reaching customers',
        ],
      },
      {
        icon: Boxes,
        title: 'Model Registry & Versioning',
        description:
          'Every model, dataset and experiment is versioned and traceable, from training run to deployment.',
        benefits: [
          'Reproducible results',
          'Audit trails for regulators',
          'Safe comparison of model versions',
        ],
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    get title() {
      return `${countWord(this.steps.length, { capital: true })} steps to automated, observable delivery`
    },
    steps: numberSteps([
      {
        icon: Search,
        title: 'Assessment',
        description:
          'We review how your teams build, test and release today, and where time and money are lost.',
      },
      {
        icon: Workflow,
        title: 'Architecture Design',
        description:
          'We design the target platform, tools and workflows around your stack, team and budget.',
      },
      {
        icon: Hammer,
        title: 'Pipeline Implementation',
        description:
          'We build the pipelines, registries and infrastructure code, starting with one high-value workflow.',
      },
      {
        icon: Rocket,
        title: 'Deployment & Automation',
        description:
          'We move your services onto the new platform and automate releases, scaling and recovery.',
      },
      {
        icon: Wrench,
        title: 'Monitoring & Optimization',
        description:
          'We add monitoring and alerting, train your team, and keep tuning performance and cost.',
      },
    ]),
  },
  technologies: {
    id: 'technologies',
    eyebrow: 'Technology',
    title: 'Tools we work with, along your pipeline',
    get intro() {
      return `${countWord(this.items.length, { capital: true })} proven tools, each on the stage of the pipeline where it works, combined to fit your stack in the cloud or on your own servers.`
    },
    // In the order of the pipeline stages they serve (toolStages below): code, build, train,
    // deploy, monitor.
    items: [
      {
        name: 'GitHub Actions',
        description: 'Automates build, test and release on every commit.',
        category: 'CI/CD',
      },
      {
        name: 'DVC',
        description: 'Versions datasets and models alongside code.',
        category: 'Data versioning',
      },
      {
        name: 'Terraform',
        description: 'Defines cloud and on-premises infrastructure as code.',
        category: 'Infrastructure as code',
      },
      {
        name: 'Docker',
        description: 'Packages models and services into portable containers.',
        category: 'Containerization',
      },
      {
        name: 'Jenkins',
        description: 'Runs self-hosted delivery pipelines for on-premises teams.',
        category: 'CI/CD',
      },
      {
        name: 'Apache Airflow',
        description: 'Schedules and monitors data and training workflows.',
        category: 'Workflow orchestration',
      },
      {
        name: 'Kubeflow',
        description: 'Builds and runs machine-learning pipelines on Kubernetes.',
        category: 'ML pipelines',
      },
      {
        name: 'MLflow',
        description: 'Tracks experiments and manages the model registry.',
        category: 'Experiment tracking',
      },
      {
        name: 'Kubernetes',
        description: 'Runs and scales containers across clusters.',
        category: 'Orchestration',
      },
      {
        name: 'BentoML',
        description: 'Serves trained models as scalable APIs.',
        category: 'Model serving',
      },
      {
        name: 'Prometheus',
        description: 'Collects metrics from services and models.',
        category: 'Monitoring',
      },
      {
        name: 'Grafana',
        description: 'Turns metrics into dashboards and alerts.',
        category: 'Observability',
      },
    ],
  },
  whyChoose: {
    id: 'benefits',
    eyebrow: 'Benefits',
    title: 'What your teams gain',
    items: [
      {
        title: 'Faster releases',
        description:
          'Automated pipelines take models and features from commit to production quickly.',
      },
      {
        title: 'Lower running costs',
        description:
          'Right-sized infrastructure and automatic scaling cut spending on idle capacity.',
      },
      {
        title: 'Fewer incidents',
        description:
          'Testing, monitoring and safe rollbacks stop problems before they reach users.',
      },
      {
        title: 'Compliance made easier',
        description: 'Versioning and audit trails show exactly what ran, when, and on which data.',
      },
      {
        title: 'Teams that own it',
        description:
          'We document and train as we build, so your engineers run the platform with confidence.',
      },
      {
        // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
        title: 'Always\u2011on operations',
        description:
          'Around-the-clock monitoring keeps services available when your customers need them.',
      },
    ],
  },
  cta: {
    title: 'Let’s automate your path to production',
    text: 'Tell us how you ship today. We will map a route to faster, safer releases and send a free estimate.',
    actions: [
      { label: 'Get Started', to: '/contact' },
      { label: 'View All Services', to: '/services' },
    ],
  },
}
