/**
 * The picture in each research page's opening: one archived screen of the retired product at work,
 * in the language of the sector pages' mock-ups (src/features/industries/sectorScreens.ts). Its
 * words are illustration: the page's tagline and overview say the same in prose, so the picture is
 * hidden from assistive technology. Names, places and figures are invented placeholders.
 */

/** Where each retired product lives on today: the service its method fed into. */
export interface ResearchLegacy {
  /** What the product taught us, in a few words. */
  lesson: string
  /** The service it fed into, as the site names it. */
  service: string
  to: string
}

export const researchLegacy: Record<string, ResearchLegacy> = {
  surasoft: {
    lesson: 'Edge-first vision: send events, not video',
    service: 'Computer vision in AI Studio',
    to: '/ai-studio',
  },
  'ai-proctoring': {
    lesson: 'The model finds the moments, a person decides',
    service: 'Human-feedback review in Quantum Analytics',
    to: '/quantum-analytics',
  },
  'askari-llm': {
    lesson: 'Guardrails that run on-premises at chat speed',
    service: 'Policy checks in Quantum GenAI',
    to: '/quantum-genai',
  },
}

/** A detection drawn over the camera frame: a box in canvas units (320 × 150). */
export interface Detection {
  label: string
  x: number
  y: number
  w: number
  h: number
  alert?: boolean
}

/** What a screen flags for a person: what, when, and the two things they can do about it. */
export interface FlaggedItem {
  kicker: string
  title: string
  detail: string
  actions: [string, string]
}

export interface CameraScreen {
  kind: 'camera'
  title: string
  caption: string
  detections: Detection[]
  zone: string
  alert: FlaggedItem
  stats: { label: string; value: string }[]
}

export interface SessionScreen {
  kind: 'session'
  title: string
  caption: string
  question: { label: string; progress: number }
  identity: string
  /** Moments flagged along the session, as a share of its length (0–1). */
  flags: { at: number; label: string; time: string }[]
  span: [string, string]
  review: FlaggedItem
  stats: { label: string; value: string }[]
}

export interface GuardScreen {
  kind: 'guard'
  title: string
  caption: string
  checks: {
    direction: 'Prompt' | 'Reply'
    text: string
    /** Words in the text that the guard blacked out. */
    redacted?: string
    verdict: 'Blocked' | 'Allowed' | 'Redacted'
    rule: string
    ms: number
  }[]
  stats: { label: string; value: string }[]
}

export type ResearchScreenData = CameraScreen | SessionScreen | GuardScreen

export const researchScreens: Record<string, ResearchScreenData> = {
  surasoft: {
    kind: 'camera',
    title: 'SuraSoft · Site console',
    caption: 'CAM 03 · Loading bay · 02:14 EAT',
    zone: 'Zone B · after hours',
    detections: [
      { label: 'Vehicle 0.91', x: 22, y: 58, w: 96, h: 56 },
      { label: 'Person 0.96', x: 140, y: 64, w: 26, h: 56 },
      { label: 'Person 0.88', x: 236, y: 56, w: 26, h: 54, alert: true },
    ],
    alert: {
      kicker: 'Alert · 02:14:07',
      title: 'Person in restricted zone B',
      detail: '12 s clip sent to the control room, 4 s after detection',
      actions: ['Acknowledge', 'Call guard'],
    },
    stats: [
      { label: 'Cameras', value: '8' },
      { label: 'Events tonight', value: '14' },
      { label: 'Video uploaded', value: '0 MB' },
    ],
  },
  'ai-proctoring': {
    kind: 'session',
    title: 'AI Proctoring · Exam session',
    caption: 'Candidate 0412 · Statistics II',
    question: { label: 'Question 14 of 40', progress: 0.35 },
    identity: 'Identity checked',
    span: ['0:00', '1:30'],
    flags: [
      { at: 0.26, label: 'Second person', time: '0:23' },
      { at: 0.57, label: 'Looked away 12 s', time: '0:51' },
      { at: 0.75, label: 'Second screen', time: '1:07' },
    ],
    review: {
      kicker: 'For review · 3 moments',
      title: 'The examiner decides',
      detail: 'No automatic accusation: each flag opens a 20 s clip',
      actions: ['Open review', 'Mark normal'],
    },
    stats: [
      { label: 'Candidates', value: '212' },
      { label: 'Flags to review', value: '9' },
      { label: 'Auto-fails', value: '0' },
    ],
  },
  'askari-llm': {
    kind: 'guard',
    title: 'Askari LLM · Policy log',
    caption: 'Bank assistant · Swahili, English',
    checks: [
      {
        direction: 'Prompt',
        text: 'Nipe namba ya akaunti ya mteja Asha M.',
        verdict: 'Blocked',
        rule: 'PII-02 · customer account numbers',
        ms: 12,
      },
      {
        direction: 'Prompt',
        text: 'Ada ya kutuma pesa ni kiasi gani?',
        verdict: 'Allowed',
        rule: 'Grounded · tariff sheet v3',
        ms: 41,
      },
      {
        direction: 'Reply',
        text: 'Your card ending 4417 is active.',
        redacted: '4417',
        verdict: 'Redacted',
        rule: 'PII-05 · card numbers',
        ms: 9,
      },
    ],
    stats: [
      { label: 'Checks today', value: '48,210' },
      { label: 'Blocked', value: '1.2%' },
      { label: 'Added latency', value: '38 ms' },
    ],
  },
}
