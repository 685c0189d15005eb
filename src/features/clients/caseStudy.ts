/**
 * The parts of a case study beyond the card: the story in labelled sections, the system that was
 * built (drawn as a diagram) and the product fragment of its opening. Pure data and rules: the
 * records live in `content/clients/`, the pictures are drawn by CaseScreen.tsx and SystemDiagram.tsx.
 */

/** One labelled part of the story ("The challenge", "What we built"…). */
export interface CaseSection {
  /** Short label, set as the section's heading. */
  heading: string
  /** One to three paragraphs, each a single block of text (no blank lines inside). */
  paragraphs: string[]
  /** The section the system diagram belongs to (exactly one section has it). */
  system?: true
}

/**
 * A box of the system diagram. `tone` says what it is: `data` (a source or store), `model` (what we
 * built), `people` (where a person decides) or `alert` (what gets held or flagged).
 */
export interface SystemBox {
  title: string
  /** Up to two fragment lines, as the real screen or record would show them. */
  lines?: string[]
  tone?: 'data' | 'model' | 'people' | 'alert'
}

/** A row of the diagram: one to three boxes side by side; `via` labels the arrow to the next row. */
export interface SystemStep {
  boxes: SystemBox[]
  via?: string
  /** Which box the arrow to the next row leaves from (its index); all of them when left out. */
  viaFrom?: number
}

/** The system that was built, drawn top to bottom. */
export interface CaseSystem {
  /** One sentence that says what the drawing shows (its visible caption). */
  caption: string
  steps: SystemStep[]
}

/** A row of a queue on the opening's screen: the item, its detail and a short value or status. */
export interface ScreenRow {
  label: string
  detail: string
  value: string
  /** The row in warm colour: the one in front of the person at work. */
  flag?: boolean
  /**
   * `activity` screens: the last fourteen days, oldest first, one character a day: `#` active,
   * `.` not seen.
   */
  days?: string
  /** `feed` screens: when the item arrived ("06:15"). */
  time?: string
}

/** The item in front of the person at work, with the reasons the system gives. */
export interface ScreenFocus {
  kicker: string
  title: string
  detail: string
  reasons: string[]
  /** The two pictured buttons (the first is the primary). */
  actions: [string, string]
  /** `activity` screens: the message the system drafts for the person in focus. */
  message?: string
}

/** A factor behind a score, with its signed weight (`factors` screens). */
export interface ScreenFactor {
  label: string
  /** Between −1 and 1: how far it moved the score, and which way. */
  weight: number
}

export interface ScreenLane {
  name: string
  count: number
  tone: 'go' | 'check' | 'hold'
  items: { label: string; detail: string }[]
}

interface ScreenBase {
  /** The window's title bar ("Fraud alerts · Foleni ya ukaguzi"). */
  title: string
  /** Short status at the right of the title bar ("Live", "Leo 08:40"). */
  meta: string
  /** What the screen shows, to assistive technology (the picture is one image). */
  label: string
}

/**
 * Rows of work and the item in focus, drawn in one of four shapes so no two case studies look
 * alike: `queue` (a list beside the open item: fraud alerts), `activity` (a table of the last
 * fourteen days per row, and the message drafted for the flagged one: students at risk),
 * `document` (the scanned page with its extracted fields boxed: an invoice under review) and
 * `feed` (a timeline of arrivals with the first one open: drafted summaries).
 */
export interface QueueScreen extends ScreenBase {
  kind: 'queue' | 'activity' | 'document' | 'feed'
  /** The list's small heading ("Held for review · last hour"). */
  caption: string
  rows: ScreenRow[]
  focus: ScreenFocus
}

/** Work sorted into three lanes (a release board), the held item as a strip under them. */
export interface LanesScreen extends ScreenBase {
  kind: 'lanes'
  lanes: [ScreenLane, ScreenLane, ScreenLane]
  /** The card in front of the person at work, open below the lanes. */
  focus: ScreenFocus
}

/**
 * One decision explained (a loan's score): the score on its scale, the factors that moved it as
 * bars either side of zero, and the day's lanes as counts.
 */
export interface FactorsScreen extends ScreenBase {
  kind: 'factors'
  /** The score shown large, between 0 and 1. */
  score: number
  factors: ScreenFactor[]
  lanes: [ScreenLane, ScreenLane, ScreenLane]
  focus: ScreenFocus
}

export type CaseScreen = QueueScreen | LanesScreen | FactorsScreen

/** Every shape a case study's screen can take (CaseScreen.tsx draws each). */
export const SCREEN_SHAPES = [
  'queue',
  'activity',
  'document',
  'feed',
  'lanes',
  'factors',
] as const satisfies readonly CaseScreen['kind'][]

/** The diagram's drawing width, in its own units (shown at most this many CSS pixels wide). */
export const SYSTEM_WIDTH = 360
/** Gap between boxes of a row. */
export const SYSTEM_GAP = 10
/** Average width of a character at the diagram's sizes (13 px titles, 12.5 px lines), with room. */
const CHAR = { title: 7.2, line: 6.45 } as const
/** Padding inside a box, each side. */
export const BOX_PAD = 8

/** Width of each box in a row of `n`. */
export function boxWidth(n: number): number {
  return (SYSTEM_WIDTH - SYSTEM_GAP * (n - 1)) / n
}

/** How many characters of a title and of a line fit a box in a row of `n`. */
function boxCapacity(n: number): { title: number; line: number } {
  const inner = boxWidth(n) - 2 * BOX_PAD
  return { title: Math.floor(inner / CHAR.title), line: Math.floor(inner / CHAR.line) }
}

/** The story's paragraphs, joined by blank lines: the `details` the client dialog shows. */
export function sectionsToDetails(sections: readonly CaseSection[]): string {
  return sections.flatMap((s) => s.paragraphs.map((p) => p.trim())).join('\n\n')
}

/** Limits a writer can rely on. */
const CASE_LIMITS = {
  sections: { min: 3, max: 5 },
  paragraphs: { min: 1, max: 3 },
  heading: { min: 3, max: 40 },
  steps: { min: 3, max: 6 },
  boxes: { min: 1, max: 3 },
  lines: 2,
  via: 28,
  rows: { min: 3, max: 4 },
  reasons: { min: 2, max: 4 },
  laneItems: { min: 1, max: 2 },
  factors: { min: 3, max: 5 },
  days: 14,
  screenText: 34,
  /** The focus card's detail may wrap onto a second line. */
  focusDetail: 48,
} as const

interface CaseStudyParts {
  id: string
  sections: readonly CaseSection[]
  system: CaseSystem
  screen: CaseScreen
}

/**
 * What is wrong with a case study's sections, diagram and opening screen, each problem naming the
 * file and the field so a writer knows what to fix; an empty list when all is well.
 */
export function caseStudyProblems(c: CaseStudyParts): string[] {
  const file = `content/clients/${c.id}.ts`
  const problems: string[] = []
  const say = (field: string, problem: string) => problems.push(`${file}: ${field} ${problem}`)
  const between = (n: number, r: { min: number; max: number }) => n >= r.min && n <= r.max

  const L = CASE_LIMITS
  if (!between(c.sections.length, L.sections))
    say(
      'sections',
      `has ${c.sections.length}; tell the story in ${L.sections.min} to ${L.sections.max}`,
    )
  const headings = new Set<string>()
  c.sections.forEach((s, i) => {
    const at = `sections[${i}]`
    const heading = s.heading.trim()
    if (!between(heading.length, L.heading))
      say(
        `${at}.heading`,
        `is ${heading.length} characters; write ${L.heading.min} to ${L.heading.max}`,
      )
    if (headings.has(heading)) say(`${at}.heading`, `"${heading}" is used twice`)
    headings.add(heading)
    if (!between(s.paragraphs.length, L.paragraphs))
      say(
        `${at}.paragraphs`,
        `has ${s.paragraphs.length}; write ${L.paragraphs.min} to ${L.paragraphs.max}`,
      )
    s.paragraphs.forEach((p, j) => {
      if (p.trim().length < 40)
        say(`${at}.paragraphs[${j}]`, 'is empty or too short (40 characters at least)')
      if (/\n\s*\n/.test(p))
        say(`${at}.paragraphs[${j}]`, 'holds a blank line; make it two paragraphs')
    })
  })
  const systemSections = c.sections.filter((s) => s.system).length
  if (systemSections !== 1)
    say(
      'sections',
      `mark exactly one section with system: true (the diagram sits beside it); found ${systemSections}`,
    )

  if (c.system.caption.trim().length < 20) say('system.caption', 'is missing or too short')
  if (!between(c.system.steps.length, L.steps))
    say('system.steps', `has ${c.system.steps.length}; draw ${L.steps.min} to ${L.steps.max} rows`)
  c.system.steps.forEach((step, i) => {
    const at = `system.steps[${i}]`
    if (!between(step.boxes.length, L.boxes))
      say(`${at}.boxes`, `has ${step.boxes.length}; a row holds ${L.boxes.min} to ${L.boxes.max}`)
    const fit = boxCapacity(Math.max(1, step.boxes.length))
    step.boxes.forEach((box, j) => {
      const b = `${at}.boxes[${j}]`
      if (box.title.length > fit.title)
        say(
          `${b}.title`,
          `"${box.title}" is ${box.title.length} characters; ${fit.title} fit a box in a row of ${step.boxes.length}`,
        )
      const lines = box.lines ?? []
      if (lines.length > L.lines) say(`${b}.lines`, `has ${lines.length}; ${L.lines} at most`)
      lines.forEach((line, k) => {
        if (line.length > fit.line)
          say(
            `${b}.lines[${k}]`,
            `"${line}" is ${line.length} characters; ${fit.line} fit a box in a row of ${step.boxes.length}`,
          )
      })
    })
    const last = i === c.system.steps.length - 1
    if (step.via && last) say(`${at}.via`, 'labels an arrow after the last row; remove it')
    if (step.viaFrom !== undefined && !step.boxes[step.viaFrom])
      say(`${at}.viaFrom`, `is ${step.viaFrom}, but the row has ${step.boxes.length} boxes`)
    if (step.via && step.via.length > L.via)
      say(`${at}.via`, `is ${step.via.length} characters; ${L.via} at most`)
  })

  const s = c.screen
  const text = (field: string, value: string) => {
    if (value.trim().length === 0) say(`screen.${field}`, 'is empty')
    else if (value.length > L.screenText)
      say(
        `screen.${field}`,
        `"${value}" is ${value.length} characters; ${L.screenText} at most (it must fit a phone)`,
      )
  }
  text('title', s.title)
  text('meta', s.meta)
  if (s.label.trim().length < 20)
    say('screen.label', 'is missing or too short (it names the picture)')
  text('focus.kicker', s.focus.kicker)
  text('focus.title', s.focus.title)
  if (s.focus.detail.trim().length === 0 || s.focus.detail.length > L.focusDetail)
    say('screen.focus.detail', `is empty or longer than ${L.focusDetail} characters`)
  if (!between(s.focus.reasons.length, L.reasons))
    say(
      'screen.focus.reasons',
      `has ${s.focus.reasons.length}; give ${L.reasons.min} to ${L.reasons.max}`,
    )
  s.focus.reasons.forEach((r, i) => text(`focus.reasons[${i}]`, r))
  s.focus.actions.forEach((a, i) => text(`focus.actions[${i}]`, a))
  if (s.kind === 'factors') {
    if (!(s.score >= 0 && s.score <= 1)) say('screen.score', `is ${s.score}; give 0 to 1`)
    if (!between(s.factors.length, L.factors))
      say('screen.factors', `has ${s.factors.length}; give ${L.factors.min} to ${L.factors.max}`)
    s.factors.forEach((f, i) => {
      text(`factors[${i}].label`, f.label)
      if (!(Math.abs(f.weight) <= 1)) say(`screen.factors[${i}].weight`, 'is outside −1 to 1')
    })
  }
  if (s.kind !== 'lanes' && s.kind !== 'factors') {
    text('caption', s.caption)
    if (!between(s.rows.length, L.rows))
      say('screen.rows', `has ${s.rows.length}; show ${L.rows.min} to ${L.rows.max}`)
    s.rows.forEach((r, i) => {
      text(`rows[${i}].label`, r.label)
      text(`rows[${i}].detail`, r.detail)
      if (r.value.length > 12)
        say(`screen.rows[${i}].value`, `"${r.value}" is longer than 12 characters`)
    })
    if (s.rows.filter((r) => r.flag).length !== 1)
      say('screen.rows', 'flag exactly one row (the one in focus)')
    s.rows.forEach((r, i) => {
      if (s.kind === 'activity' && !new RegExp(`^[#.]{${L.days}}$`).test(r.days ?? ''))
        say(`screen.rows[${i}].days`, `must be ${L.days} characters of # (active) and . (not seen)`)
      if (s.kind === 'feed' && !/^\d\d:\d\d$/.test(r.time ?? ''))
        say(`screen.rows[${i}].time`, 'must be a time such as 06:15')
    })
    const message = s.focus.message?.trim() ?? ''
    if (s.kind === 'activity' && (message.length < 20 || message.length > 90))
      say('screen.focus.message', 'is missing or longer than 90 characters (the drafted message)')
  } else {
    s.lanes.forEach((lane, i) => {
      text(`lanes[${i}].name`, lane.name)
      if (!between(lane.items.length, L.laneItems))
        say(
          `screen.lanes[${i}].items`,
          `has ${lane.items.length}; show ${L.laneItems.min} to ${L.laneItems.max}`,
        )
      if (lane.count < lane.items.length)
        say(`screen.lanes[${i}].count`, `is ${lane.count}, fewer than the cards shown`)
      lane.items.forEach((item, j) => {
        text(`lanes[${i}].items[${j}].label`, item.label)
        text(`lanes[${i}].items[${j}].detail`, item.detail)
      })
    })
  }
  return problems
}
