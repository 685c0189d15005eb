import type { SectorId } from './sectorIndex'

/**
 * The picture of each sector page's opening: one screen of the work we do in that sector (a held
 * transfer, a failing tower, a marking queue, a leaking district, a delivery route, a triage
 * queue), drawn by one component (`SectorScreen.tsx`) from these records. The figures are
 * placeholders like the rest of the company data, but plausible and East African, and each screen's
 * last figure is one of the sector's success stories, so the picture agrees with the page.
 *
 * Figures are drawn on a 320 × 140 canvas (north up on the maps, the sea to the east as in Dar es
 * Salaam); a point is `[x, y]` in those units. Labels are HTML over the drawing, so they stay real
 * text at real sizes on a phone; a label marked `detail` is left out on narrow screens.
 */
export type Point = readonly [x: number, y: number]

export interface FigureLabel {
  text: string
  at: Point
  /** Which side of `at` the label sits on (default: it starts at `at`). */
  align?: 'start' | 'middle' | 'end'
  /** The one warm highlight of the picture. */
  alert?: boolean
  /** Fine detail, dropped on narrow screens rather than shrunk. */
  detail?: boolean
}

interface FigureBase {
  /** The figure's own title, at its top left. */
  caption: string
  labels: readonly FigureLabel[]
}

/** Risk scores over time, a review threshold, and the one score above it. */
export interface ScoresFigure extends FigureBase {
  kind: 'scores'
  /** Score (0–1) above which a transaction is held. */
  threshold: number
  /** The held transaction: when (x) and its score (0–1). */
  flagged: readonly [x: number, score: number]
}

/**
 * The city on a map, with one of three layers: network sites with their coverage, metered water
 * districts, or a delivery route from a depot. `alert` is where the picture's attention goes.
 */
export interface MapFigure extends FigureBase {
  kind: 'map'
  layer: 'sites' | 'zones' | 'route'
  /** Sites, the corners' centres of districts, or the stops in driving order (depot first). */
  points: readonly Point[]
  alert: Point
}

/** A class's mastery of each topic, as bars. */
export interface BarsFigure extends FigureBase {
  kind: 'bars'
  bars: readonly { label: string; value: number; alert?: boolean }[]
}

/** A scan read by a model (the finding boxed) beside the patient's vital signs. */
export interface ScanFigure extends FigureBase {
  kind: 'scan'
  finding: { x: number; y: number; w: number; h: number }
  /** Recent readings, oldest first, each drawn as a small trend. */
  vitals: readonly { values: readonly number[]; alert?: boolean }[]
}

export type SectorFigure = ScoresFigure | MapFigure | BarsFigure | ScanFigure

export interface SectorScreenData {
  /** The window's title bar. */
  title: string
  /** The title of the sector's solution this screen shows (its solutions list points back to it). */
  pictures: string
  /** The status at the right of the title bar. */
  status: string
  /** What the picture shows, for assistive technology (the page's text carries the message). */
  label: string
  figure: SectorFigure
  /** The case in front of the person at work: what the system found and what they can do. */
  focus: {
    kicker: string
    title: string
    detail: string
    score: { label: string; value: number }
    reasons: readonly string[]
    actions: readonly [primary: string, secondary: string]
  }
  /** Three figures of the day; the last one is one of the sector's success stories. */
  stats: readonly [Stat, Stat, Stat]
}

interface Stat {
  label: string
  value: string
}

export const sectorScreens: Record<SectorId, SectorScreenData> = {
  'financial-services': {
    title: 'Card payments · fraud watch',
    pictures: 'Fraud and anomaly detection',
    status: 'Live',
    label:
      'Illustration: a bank’s card-fraud screen. Card payments of the last hour are plotted by risk score; one online card payment of USD 1,180 to a merchant abroad scored 0.91 and is held for an analyst, with its reasons.',
    figure: {
      kind: 'scores',
      caption: 'Risk score · last 60 min',
      threshold: 0.8,
      flagged: [262, 0.91],
      labels: [
        { text: 'Review ≥ 0.80', at: [8, 46] },
        { text: 'CP‑90517 · 0.91', at: [252, 17], align: 'end', alert: true },
        { text: 'now', at: [312, 130], align: 'end', detail: true },
      ],
    },
    focus: {
      kicker: 'Held for review',
      title: 'USD 1,180',
      detail: 'Visa ···4471 → online shop, Dubai',
      score: { label: 'Risk score', value: 0.91 },
      reasons: ['Card not present', 'First foreign shop', '4 tries in 9 min'],
      actions: ['Hold', 'Release'],
    },
    stats: [
      { label: 'Screened today', value: '19,604' },
      { label: 'Held', value: '22' },
      { label: 'False alarms', value: '−87%' },
    ],
  },
  telecommunications: {
    title: 'Network health · Dar es Salaam',
    pictures: 'Predictive maintenance',
    status: '1,240 sites',
    label:
      'Illustration: a network map of Dar es Salaam with cell sites and their coverage; one site in Mbezi is predicted to fail within 48 hours, with the readings behind the prediction.',
    figure: {
      kind: 'map',
      caption: 'Predicted faults · next 48 h',
      layer: 'sites',
      points: [
        [40, 78],
        [64, 104],
        [92, 60],
        [110, 92],
        [128, 122],
        [140, 40],
        [150, 72],
        [176, 98],
        [196, 64],
        [206, 120],
        [214, 34],
        [226, 84],
      ],
      alert: [172, 26],
      labels: [
        { text: 'DAR‑114 · Mbezi', at: [184, 22], alert: true },
        { text: 'Ubungo', at: [86, 84], align: 'end', detail: true },
        { text: 'Kariakoo', at: [236, 106], align: 'end', detail: true },
        { text: 'Indian Ocean', at: [312, 66], align: 'end', detail: true },
      ],
    },
    focus: {
      kicker: 'Fault predicted · 48 h',
      title: 'Site DAR‑114, Mbezi',
      detail: 'Rectifier likely to fail',
      score: { label: 'Failure risk', value: 0.81 },
      reasons: ['Battery voltage falling', 'Cabinet at 41 °C', '12 alarms grouped'],
      actions: ['Dispatch crew', 'Snooze'],
    },
    stats: [
      { label: 'Sites watched', value: '1,240' },
      { label: 'At risk this week', value: '6' },
      { label: 'Downtime', value: '−40%' },
    ],
  },
  'education-services': {
    title: 'Learning analytics · Form 4B',
    pictures: 'Assessment automation',
    status: 'Term 2',
    label:
      'Illustration: a class dashboard for Form 4 mathematics. Bars show mastery by topic, with statistics the weakest; beside it, a short answer the model marked 6 out of 8 waits for the teacher to confirm.',
    figure: {
      kind: 'bars',
      caption: 'Class mastery by topic · mathematics',
      labels: [],
      bars: [
        { label: 'Algebra', value: 78 },
        { label: 'Geometry', value: 66 },
        { label: 'Trigonometry', value: 59 },
        { label: 'Statistics', value: 41, alert: true },
      ],
    },
    focus: {
      kicker: 'Suggested mark · teacher to confirm',
      title: 'Question 4: 6 / 8',
      detail: 'Short answer, Asha M.',
      score: { label: 'Model confidence', value: 0.9 },
      reasons: ['Method ✓', 'Units missing', 'Answer ✓'],
      actions: ['Accept', 'Adjust'],
    },
    stats: [
      { label: 'Scripts marked', value: '112/120' },
      { label: 'Students flagged', value: '4' },
      { label: 'Grading time', value: '−80%' },
    ],
  },
  utilities: {
    title: 'Water network · night flow',
    pictures: 'Leak and loss detection',
    status: '02:00–04:00',
    label:
      'Illustration: a map of metered water districts in Dar es Salaam at night. One district, Sinza, draws far more water than expected and is marked as a likely leak, with the readings behind it.',
    figure: {
      kind: 'map',
      caption: 'District meters · night flow',
      layer: 'zones',
      points: [
        [92, 38],
        [150, 30],
        [206, 40],
        [84, 96],
        [148, 66],
        [204, 84],
        [122, 118],
        [180, 122],
      ],
      alert: [150, 64],
      labels: [
        { text: 'DMA‑07 · Sinza', at: [162, 58], alert: true },
        { text: 'DMA‑03', at: [92, 38], align: 'middle', detail: true },
        { text: 'DMA‑11', at: [204, 86], align: 'middle', detail: true },
        { text: 'DMA‑14', at: [122, 118], align: 'middle', detail: true },
      ],
    },
    focus: {
      kicker: 'Likely leak',
      title: 'District DMA‑07, Sinza',
      detail: 'Night flow 38 m³/h, expected 21',
      score: { label: 'Leak likelihood', value: 0.88 },
      reasons: ['+81% night flow', 'Pressure drop', 'No new customers'],
      actions: ['Send crew', 'Log'],
    },
    stats: [
      { label: 'Meters reporting', value: '12,480' },
      { label: 'Districts', value: '24' },
      { label: 'Leak detection', value: '40% faster' },
    ],
  },
  'retail-logistics': {
    title: 'Delivery routes · Tuesday',
    pictures: 'Route optimisation',
    status: 'Optimised',
    label:
      'Illustration: a delivery route planned across Dar es Salaam, from a depot in Ubungo through nine drops and back; the route is 38 km instead of the 52 km planned by hand.',
    figure: {
      kind: 'map',
      caption: 'Route R‑12 · 9 drops',
      layer: 'route',
      points: [
        [112, 88],
        [134, 68],
        [160, 52],
        [184, 30],
        [214, 40],
        [230, 62],
        [226, 92],
        [206, 112],
        [176, 118],
        [146, 106],
      ],
      alert: [214, 40],
      labels: [
        { text: 'Depot · Ubungo', at: [104, 92], align: 'end' },
        { text: 'Van T 482 DKL', at: [236, 17], align: 'middle', alert: true },
        { text: 'Kariakoo', at: [198, 128], align: 'middle', detail: true },
        { text: 'Indian Ocean', at: [312, 66], align: 'end', detail: true },
      ],
    },
    focus: {
      kicker: 'Route R‑12 · on time',
      title: '9 drops · 38 km',
      detail: '52 km when planned by hand',
      score: { label: 'Drops on time', value: 0.93 },
      reasons: ['Avoids Morogoro Rd 17:00', 'Cold chain first', '2 pickups'],
      actions: ['Send to driver', 'Edit'],
    },
    stats: [
      { label: 'Vans out', value: '18' },
      { label: 'Parcels today', value: '1,326' },
      { label: 'Delivery cost', value: '−30%' },
    ],
  },
  'healthcare-pharmacy': {
    title: 'Outpatient triage',
    pictures: 'Diagnostic support',
    status: '12 waiting',
    label:
      'Illustration: a triage screen at an outpatient clinic. A chest X-ray read by a model shows a boxed finding in the right lower zone beside the patient’s vital signs; the patient is placed second in the queue for a clinician to confirm.',
    figure: {
      kind: 'scan',
      caption: 'Chest X‑ray · model read',
      finding: { x: 38, y: 70, w: 40, h: 38 },
      vitals: [
        { values: [97, 96, 96, 95, 94, 93, 93], alert: true },
        { values: [37.2, 37.6, 38.1, 38.4, 38.6, 38.5, 38.6] },
      ],
      labels: [
        { text: 'Finding · 0.87', at: [58, 121], align: 'middle', alert: true },
        { text: 'SpO₂ 93%', at: [186, 30] },
        { text: 'Temp 38.6 °C', at: [186, 86] },
      ],
    },
    focus: {
      kicker: 'Priority 2 · urgent',
      title: 'Patient 0412, 34 y',
      detail: 'Fever for 3 days, cough',
      score: { label: 'Pneumonia likelihood', value: 0.87 },
      reasons: ['SpO₂ 93%', '38.6 °C', 'X‑ray finding'],
      actions: ['Confirm', 'Refer'],
    },
    stats: [
      { label: 'Waiting', value: '12' },
      { label: 'Median wait', value: '18 min' },
      { label: 'Diagnosis', value: '50% faster' },
    ],
  },
}
