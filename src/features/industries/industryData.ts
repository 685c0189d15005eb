import type { Industry, IndustryDetails } from './industry'
import { sectorIndex, type SectorId } from './sectorIndex'

/**
 * Sector records: each sector's solutions and success stories. Keyed by sector id, so every
 * sector of `sectorIndex.ts` must have one.
 */
const details: Record<SectorId, IndustryDetails> = {
  'financial-services': {
    heroTitle: 'AI for banks, lenders and payment providers',
    description:
      'Fraud screening, credit decisions and customer insight that run in real time on mobile-money, card and banking data, with the transparency regulators expect.',
    icon: 'landmark',
    tone: 'teal',
    features: [
      'Real-time fraud detection',
      'Explainable credit scoring',
      'Payment success optimisation',
      'Regulatory reporting automation',
      'Customer churn prediction',
    ],
    solutions: [
      {
        title: 'Fraud and anomaly detection',
        method: 'risk',
        description:
          'Score every transaction as it happens and send only the genuinely suspicious ones to your analysts.',
        icon: 'shield-check',
        features: [
          'Streaming scoring in milliseconds',
          'Plain-language reasons for every alert',
          'Retraining on confirmed fraud cases',
        ],
      },
      {
        title: 'Credit risk scoring',
        method: 'risk',
        description:
          'Lend to customers with thin credit files using transparent scorecards built on alternative data.',
        icon: 'scale',
        features: [
          'Mobile-money and savings-group signals',
          'Fairness checks across customer groups',
          'Officer overrides with an audit trail',
        ],
      },
      {
        title: 'Payment routing optimisation',
        method: 'optimise',
        description:
          'Predict which channel and moment will succeed, and cut failed and repeated payment attempts.',
        icon: 'credit-card',
        features: [
          'Success prediction per route and provider',
          'Smart retry timing',
          'Live dashboards for operations teams',
        ],
      },
      {
        title: 'Customer intelligence',
        method: 'personalise',
        description:
          'Understand who your customers are, what they need next and who is about to leave.',
        icon: 'users',
        features: [
          'Segments from transaction behaviour',
          'Churn and dormancy early warnings',
          'Next-best-offer recommendations',
        ],
      },
    ],
    successStories: [
      {
        title: 'Mobile-money fraud screening',
        result: { value: '87%', label: 'fewer false positives' },
        description:
          'A wallet provider replaced hundreds of static rules with a streaming model. Analysts now clear far fewer false alarms and catch more real fraud.',
      },
      {
        title: 'Smarter payment routing',
        result: { value: '23%', label: 'higher payment success' },
        description:
          'A payment aggregator predicts the best route for each transfer and retries at the right moment, so more payments succeed on the first attempt.',
      },
    ],
  },
  telecommunications: {
    heroTitle: 'AI for networks that never sleep',
    description:
      'Predict faults before customers notice, plan capacity from real demand and serve subscribers faster in every language they speak.',
    icon: 'radio-tower',
    tone: 'navy',
    features: [
      'Predictive network maintenance',
      'Customer churn prediction',
      'Multilingual support automation',
      'Network capacity planning',
      'Revenue assurance',
      'Tower energy optimisation',
    ],
    solutions: [
      {
        title: 'Predictive maintenance',
        method: 'forecast',
        description:
          'Spot failing equipment from alarms and telemetry before it takes sites off the air.',
        icon: 'radio-tower',
        features: [
          'Fault prediction per site and component',
          'Prioritised work orders for field teams',
          'Root-cause grouping of alarm storms',
        ],
      },
      {
        title: 'Churn prevention',
        method: 'risk',
        description: 'Identify subscribers likely to leave and the offer most likely to keep them.',
        icon: 'users',
        features: [
          'Churn risk scores updated daily',
          'Offer recommendations by segment',
          'Campaign impact measurement',
        ],
      },
      {
        title: 'Customer service automation',
        method: 'language',
        description:
          'Answer routine questions instantly in Swahili, English and other languages your customers use.',
        icon: 'message-square',
        features: [
          'Chat and USSD assistants',
          'Intent routing to the right agent',
          'Conversation analytics',
        ],
      },
      {
        title: 'Network capacity planning',
        method: 'optimise',
        description: 'Forecast traffic by site and invest where demand really grows.',
        icon: 'chart-line',
        features: [
          'Traffic forecasts by cell and hour',
          'Investment scenarios',
          'Coverage gap mapping',
        ],
      },
    ],
    successStories: [
      {
        title: 'Predictive maintenance for a tower network',
        result: { value: '40%', label: 'less network downtime' },
        description:
          'Field teams now visit the sites the model flags before they fail, instead of reacting to outages after customers are cut off.',
      },
      {
        title: 'Multilingual customer care assistant',
        result: { value: '60%', label: 'faster response times' },
        description:
          'A Swahili and English assistant answers routine requests at once and hands complex ones to agents with the context already gathered.',
      },
    ],
  },
  'education-services': {
    heroTitle: 'AI that helps every learner succeed',
    description:
      'Personalised learning, early warnings and assessment tools for schools, universities and e-learning platforms, designed with teachers rather than around them.',
    icon: 'graduation-cap',
    tone: 'teal',
    features: [
      'Personalised learning paths',
      'Dropout early warning',
      'Grading assistance',
      'Exam integrity monitoring',
      'Learning analytics dashboards',
    ],
    solutions: [
      {
        title: 'Adaptive learning',
        method: 'personalise',
        description: "Adjust content and pace to each student's progress, topic by topic.",
        icon: 'brain',
        features: [
          'Mastery tracking per topic',
          'Recommended next exercises',
          'Works offline on low-cost devices',
        ],
      },
      {
        title: 'Student success analytics',
        method: 'risk',
        description: 'Find the students who need help while there is still time to help them.',
        icon: 'graduation-cap',
        features: [
          'Risk scores with their reasons',
          'Alerts for tutors and counsellors',
          'Intervention tracking',
        ],
      },
      {
        title: 'Assessment automation',
        method: 'language',
        description: 'Mark quizzes and short answers consistently and return feedback sooner.',
        icon: 'clipboard-check',
        features: [
          'Short-answer marking with teacher review',
          'Rubric-based feedback',
          'Similarity and plagiarism checks',
        ],
      },
      {
        title: 'Exam integrity',
        method: 'vision',
        description:
          'Keep online and on-site assessments fair without intrusive surveillance of students.',
        icon: 'scan-line',
        features: [
          'Privacy-respecting proctoring',
          'Anomaly flags for human review',
          'Clear reports for examiners',
        ],
      },
    ],
    successStories: [
      {
        title: 'Personalised exam revision',
        result: { value: '35%', label: 'better student outcomes' },
        description:
          'Students revising for national exams on an adaptive platform improved their mock-exam results compared with the previous cohort.',
      },
      {
        title: 'Assisted marking for a university',
        result: { value: '80%', label: 'less grading time' },
        description:
          'Lecturers review suggested marks and feedback for short answers instead of marking every script from scratch.',
      },
    ],
  },
  utilities: {
    heroTitle: 'AI for power, water and public services',
    description:
      'Forecast demand, find losses and keep essential services running with models built on meter, sensor and field data.',
    icon: 'zap',
    tone: 'navy',
    features: [
      'Demand forecasting',
      'Leak and loss detection',
      'Smart meter analytics',
      'Asset health monitoring',
      'Field workforce planning',
    ],
    solutions: [
      {
        title: 'Demand forecasting',
        method: 'forecast',
        description: 'Predict load hour by hour to balance supply and cut waste.',
        icon: 'zap',
        features: [
          'Weather-aware forecasts',
          'Feeder- and zone-level detail',
          'Peak alerts for control rooms',
        ],
      },
      {
        title: 'Leak and loss detection',
        method: 'risk',
        description:
          'Locate leaks, illegal connections and faulty meters from flow and consumption patterns.',
        icon: 'droplets',
        features: [
          'Night-flow anomaly detection',
          'Ranking of likely locations',
          'Non-revenue water reporting',
        ],
      },
      {
        title: 'Asset health monitoring',
        method: 'forecast',
        description:
          'Maintain transformers, pumps and pipes by their condition rather than by the calendar.',
        icon: 'gauge',
        features: [
          'Condition scores from sensor data',
          'Failure risk forecasts',
          'Maintenance budget prioritisation',
        ],
      },
      {
        title: 'Citizen service analytics',
        method: 'language',
        description:
          'Understand complaints and service requests so crews fix what matters most first.',
        icon: 'building-2',
        features: ['Complaint classification', 'Hotspot maps', 'Response time tracking'],
      },
    ],
    successStories: [
      {
        title: 'Load forecasting for a power distributor',
        result: { value: '25%', label: 'less energy waste' },
        description:
          'Hour-ahead forecasts let the control room match supply to demand and cut costly over-generation.',
      },
      {
        title: 'Leak detection for a water utility',
        result: { value: '40%', label: 'faster leak detection' },
        description:
          'Night-flow analysis across district meters sends repair crews to the most likely leak locations first.',
      },
    ],
  },
  'retail-logistics': {
    heroTitle: 'AI for retailers and supply chains',
    description:
      'Recommend the right products, stock the right shelves and deliver for less, with customer data that stays secure and under your control.',
    icon: 'truck',
    tone: 'teal',
    features: [
      'Product recommendations',
      'Demand and inventory forecasting',
      'Delivery route optimisation',
      'Dynamic pricing',
      'Secure customer data platform',
    ],
    solutions: [
      {
        title: 'Personalised recommendations',
        method: 'personalise',
        description: 'Show each shopper the products they are most likely to want next.',
        icon: 'shopping-cart',
        features: [
          'Recommendations on web and in apps',
          'Bundles and cross-selling',
          'Impact proven with A/B tests',
        ],
      },
      {
        title: 'Inventory forecasting',
        method: 'forecast',
        description:
          'Forecast demand per store and product to avoid both empty shelves and overstock.',
        icon: 'boxes',
        features: [
          'Forecasts per product and store',
          'Seasonality and promotion effects',
          'Automatic reorder suggestions',
        ],
      },
      {
        title: 'Route optimisation',
        method: 'optimise',
        description: 'Plan delivery routes that save fuel and keep your promises to customers.',
        icon: 'truck',
        features: [
          'Daily route planning',
          'Traffic-aware arrival estimates',
          'Driver app integration',
        ],
      },
      {
        title: 'Secure customer data',
        method: 'risk',
        description: 'Bring customer data together with privacy and security built in.',
        icon: 'fingerprint',
        features: ['Consent management', 'Pseudonymised analytics', 'Role-based access control'],
      },
    ],
    successStories: [
      {
        title: 'Recommendations for an online retailer',
        result: { value: '45%', label: 'higher conversion' },
        description:
          'Personalised product suggestions on web and mobile turned more browsing sessions into orders.',
      },
      {
        title: 'Route planning for a delivery fleet',
        result: { value: '30%', label: 'lower delivery cost' },
        description:
          'Optimised daily routes cut the distance driven and fuel used while more parcels arrived on time.',
      },
    ],
  },
  'healthcare-pharmacy': {
    heroTitle: 'AI for clinics, hospitals and pharmacies',
    description:
      'Support diagnosis, manage medicines and plan care with models that keep patient data safe and clinicians in charge.',
    icon: 'stethoscope',
    tone: 'navy',
    features: [
      'Diagnostic decision support',
      'Medical image analysis',
      'Pharmacy stock forecasting',
      'Patient flow planning',
      'Clinical document processing',
    ],
    solutions: [
      {
        title: 'Diagnostic support',
        method: 'vision',
        description: 'Give clinicians a second opinion on images, test results and symptoms.',
        icon: 'stethoscope',
        features: [
          'Image and lab result analysis',
          'Confidence scores with explanations',
          'Clinician confirmation at every step',
        ],
      },
      {
        title: 'Pharmacy supply forecasting',
        method: 'forecast',
        description: 'Keep essential medicines in stock without letting inventory expire.',
        icon: 'pill',
        features: [
          'Demand forecasts per facility',
          'Expiry risk alerts',
          'Redistribution suggestions',
        ],
      },
      {
        title: 'Patient flow optimisation',
        method: 'optimise',
        description: 'Predict admissions and waiting times to plan staff and beds ahead.',
        icon: 'activity',
        features: ['Admission forecasts', 'Queue and wait-time dashboards', 'Staff rota planning'],
      },
      {
        title: 'Health records intelligence',
        method: 'language',
        description: 'Turn handwritten and scanned records into structured, searchable data.',
        icon: 'file-text',
        features: [
          'Clinical text extraction',
          'Diagnosis coding assistance',
          'Privacy-preserving processing',
        ],
      },
    ],
    successStories: [
      {
        title: 'Screening support for a diagnostic centre',
        result: { value: '92%', label: 'diagnostic accuracy' },
        description:
          'An image-analysis model helps radiographers prioritise scans and agreed closely with specialist readings in validation.',
      },
      {
        title: 'Triage assistant for outpatient clinics',
        result: { value: '50%', label: 'faster diagnosis' },
        description:
          'Structured symptom intake and decision support shorten the time from arrival to diagnosis for common conditions.',
      },
    ],
  },
}

/** Every sector with its details, in display order. */
export const industries: Industry[] = sectorIndex.map((summary) => ({
  ...summary,
  ...details[summary.id],
}))

/** The sector with this id, if there is one. */
export function findIndustry(id: string | undefined): Industry | undefined {
  return industries.find((i) => i.id === id)
}
