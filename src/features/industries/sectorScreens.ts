import type { SectorId } from './sectorIndex'

/**
 * The picture of each sector page's opening: the work we do in that sector as its operating layer,
 * drawn on the opening's light field by one component (`SectorField.tsx`) from these records. The
 * six do not share one structure: card payments on the city map, sites with their coverage, a
 * class's mastery grid, metered districts, a demand forecast, a scan beside the vital signs (each
 * `layout` names one; the rows of a record with a drawing are not drawn on the field). The figures
 * are placeholders like the rest of the company data, but plausible and East African; the first
 * stat is the live figure the opening sets large.
 *
 * Figures are drawn on a 320 × 140 canvas (north up on the maps, the sea to the east as in Dar es
 * Salaam); a point is `[x, y]` in those units. Labels are HTML over the drawing, so they stay real
 * text at real sizes on a phone; a label (or a table column) marked `detail` is left out on narrow
 * screens rather than shrunk.
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

/**
 * The city on a map, with one of four layers: network sites with their coverage, metered water
 * districts, a delivery route from a depot, or card payments where they were made (the first point
 * the card's usual place, the flagged payment an arc from it to `alert`, where it leaves the map).
 * `alert` is where the picture's attention goes.
 */
export interface MapFigure extends FigureBase {
  kind: 'map'
  layer: 'sites' | 'zones' | 'route' | 'payments'
  /** Sites, the centres of districts, the stops in driving order (depot first), or the shops paid. */
  points: readonly Point[]
  alert: Point
}

/** A scan read by a model (the finding boxed) beside the patient's vital signs. */
export interface ScanFigure extends FigureBase {
  kind: 'scan'
  finding: { x: number; y: number; w: number; h: number }
  /** Recent readings, oldest first, each drawn as a small trend. */
  vitals: readonly { values: readonly number[]; alert?: boolean }[]
}

/** Daily demand: the days sold, then the days forecast (with their band), and the day stock runs out. */
export interface ForecastFigure extends FigureBase {
  kind: 'forecast'
  /** Units a day, oldest first; the last `ahead` of them are the forecast. */
  values: readonly number[]
  ahead: number
  /** The index of the day the stock on hand runs out (one of the forecast days). */
  stockOut: number
}

export type SectorFigure = MapFigure | ScanFigure | ForecastFigure

/** A column of a screen's table. */
export interface RowColumn {
  label: string
  /** Width of a figure column, in `ch`; the first column takes the rest. */
  width?: number
  /** Left out on narrow screens. */
  detail?: boolean
}

/** A list on the screen (a queue, a ranking, a class): one row is the case in focus. */
export interface ScreenRows {
  caption: string
  columns: readonly RowColumn[]
  /** `detail` rows are left out on narrow screens. */
  items: readonly { cells: readonly string[]; flag?: boolean; detail?: boolean }[]
  /** The figure columns are scores out of 100, shaded by their value (a mastery grid). */
  heat?: boolean
}

/**
 * How a screen arranges its parts. `queue`: the table alone, the case opened under its row.
 * `map-list`: the figure beside a ranked list, the case opened under its row. `grid-card`: a heat
 * grid beside the case's card. `map-banner`: the figure across the screen, the case as a bar under
 * it. `chart-rows`: the figure over a table, the case opened under its row. `scan-card`: the figure
 * beside the case's card.
 */
export type ScreenLayout =
  'queue' | 'map-list' | 'grid-card' | 'map-banner' | 'chart-rows' | 'scan-card'

export interface SectorScreenData {
  layout: ScreenLayout
  /** The window's title bar. */
  title: string
  /** The title of the sector's solution this screen shows (its solutions list points back to it). */
  pictures: string
  /** The status at the right of the title bar. */
  status: string
  /** What the picture shows, for assistive technology (the page's text carries the message). */
  label: string
  figure?: SectorFigure
  rows?: ScreenRows
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
    layout: 'queue',
    title: 'Card payments · fraud watch',
    pictures: 'Fraud and anomaly detection',
    status: 'Live',
    label:
      'Illustration: a bank’s card-fraud watch over a map of Dar es Salaam. Card payments of the last minutes at shops in Masaki, Msasani, Oyster Bay, Kivukoni and Mlimani City score under 0.25; one online payment of USD 1,180 from a Masaki card to a shop in Dubai scored 0.91 and is held for an analyst, with its reasons.',
    figure: {
      kind: 'map',
      caption: 'Card payments · last 5 min',
      layer: 'payments',
      points: [
        [234, 44],
        [222, 26],
        [230, 64],
        [238, 112],
        [150, 54],
        [196, 92],
      ],
      alert: [306, 24],
      labels: [
        { text: 'Online shop, Dubai · 0.91', at: [312, 10], align: 'end', alert: true },
        { text: 'Masaki', at: [226, 46], align: 'end' },
        { text: 'Msasani', at: [214, 24], align: 'end', detail: true },
        { text: 'Oyster Bay', at: [222, 66], align: 'end', detail: true },
        { text: 'Kivukoni', at: [230, 118], align: 'end', detail: true },
        { text: 'Mlimani City', at: [150, 66], align: 'middle', detail: true },
        { text: 'Kariakoo', at: [188, 98], align: 'end', detail: true },
      ],
    },
    rows: {
      caption: 'Card payments · last 5 min',
      columns: [
        { label: 'Time', width: 6, detail: true },
        { label: 'Merchant' },
        { label: 'Card', width: 7, detail: true },
        { label: 'Amount', width: 11 },
        { label: 'Score', width: 5 },
      ],
      items: [
        { cells: ['14:02', 'Supermarket, Masaki', '···2208', 'TZS 84,500', '0.08'] },
        { cells: ['14:03', 'Online shop, Dubai', '···4471', 'USD 1,180', '0.91'], flag: true },
        { cells: ['14:03', 'Fuel station, Msasani', '···9135', 'TZS 120,000', '0.21'] },
        { cells: ['14:04', 'Ferry tickets, Kivukoni', '···0662', 'TZS 70,000', '0.12'] },
        {
          cells: ['14:05', 'Cinema, Mlimani City', '···5820', 'TZS 30,000', '0.05'],
          detail: true,
        },
        {
          cells: ['14:05', 'Hotel, Oyster Bay', '···7713', 'USD 240', '0.18'],
          detail: true,
        },
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
      { label: 'Median decision', value: '38 ms' },
    ],
  },
  telecommunications: {
    layout: 'map-list',
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
    rows: {
      caption: 'Sites at risk · 48 h',
      columns: [
        { label: 'Site' },
        { label: 'Area', width: 9, detail: true },
        { label: 'Risk', width: 5 },
      ],
      items: [
        { cells: ['DAR‑114', 'Mbezi', '0.81'], flag: true },
        { cells: ['DAR‑052', 'Ubungo', '0.46'] },
        { cells: ['DAR‑087', 'Kariakoo', '0.33'] },
        { cells: ['DAR‑019', 'Kimara', '0.27'] },
        { cells: ['DAR‑140', 'Tegeta', '0.24'], detail: true },
        { cells: ['DAR‑071', 'Temeke', '0.19'], detail: true },
        { cells: ['DAR‑033', 'Sinza', '0.15'], detail: true },
      ],
    },
    stats: [
      { label: 'Sites watched', value: '1,240' },
      { label: 'At risk this week', value: '6' },
      { label: 'Crews booked', value: '5' },
    ],
  },
  'education-services': {
    layout: 'grid-card',
    title: 'Learning analytics · Form 4B',
    pictures: 'Assessment automation',
    status: 'Term 2',
    label:
      'Illustration: a class dashboard for Form 4 mathematics. A grid shows each student’s mastery by topic, with statistics the weakest for most; beside it, a short answer by Asha M. that the model marked 6 out of 8 waits for the teacher to confirm.',
    rows: {
      caption: 'Mastery by topic · %',
      heat: true,
      columns: [
        { label: 'Student' },
        { label: 'Alg.', width: 5 },
        { label: 'Geom.', width: 5 },
        { label: 'Trig.', width: 5 },
        { label: 'Stats', width: 5 },
      ],
      items: [
        { cells: ['Asha M.', '82', '71', '64', '38'], flag: true },
        { cells: ['Baraka J.', '76', '68', '55', '44'] },
        { cells: ['Neema K.', '88', '74', '66', '52'] },
        { cells: ['Juma S.', '69', '58', '49', '31'] },
        { cells: ['Rehema A.', '80', '63', '61', '40'] },
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
      { label: 'Median marking', value: '3 min' },
    ],
  },
  utilities: {
    layout: 'map-banner',
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
      { label: 'Alerts open', value: '3' },
    ],
  },
  'retail-logistics': {
    layout: 'chart-rows',
    title: 'Stock forecast · Kariakoo depot',
    pictures: 'Inventory forecasting',
    status: 'Week 46',
    label:
      'Illustration: a demand forecast for a depot in Kariakoo. Daily sales of maize flour over two weeks and the forecast for the next seven days, with its band; stock runs out on Friday, so the system suggests reordering 420 bags, above a short reorder list of other staples.',
    figure: {
      kind: 'forecast',
      caption: 'Unga wa mahindi 2 kg · bags a day',
      values: [52, 48, 55, 61, 58, 70, 74, 56, 50, 57, 63, 60, 72, 78, 64, 62, 68, 76, 88, 102, 96],
      ahead: 7,
      stockOut: 16,
      labels: [
        { text: 'Stock‑out · Fri', at: [249, 13], align: 'middle', alert: true },
        { text: 'Sold', at: [8, 11], detail: true },
        { text: 'Forecast', at: [312, 11], align: 'end', detail: true },
      ],
    },
    rows: {
      caption: 'Reorder suggestions',
      columns: [
        { label: 'Item' },
        { label: 'In stock', width: 8, detail: true },
        { label: '7 days', width: 7 },
        { label: 'Order', width: 6 },
      ],
      items: [
        { cells: ['Unga wa mahindi 2 kg', '140', '560', '420'], flag: true },
        { cells: ['Sukari 1 kg', '260', '300', '60'] },
        { cells: ['Mafuta ya alizeti 1 L', '320', '280', '—'] },
      ],
    },
    focus: {
      kicker: 'Runs out Friday',
      title: 'Order 420 bags today',
      detail: 'Supplier lead time 3 days',
      score: { label: 'Forecast confidence', value: 0.86 },
      reasons: ['Month‑end payday', 'School term starts', 'Last year +38%'],
      actions: ['Order 420', 'Edit'],
    },
    stats: [
      { label: 'Items forecast', value: '2,140' },
      { label: 'Reorders today', value: '36' },
      { label: 'Routes planned', value: '48' },
    ],
  },
  'healthcare-pharmacy': {
    layout: 'scan-card',
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
      { label: 'Seen today', value: '64' },
    ],
  },
}
