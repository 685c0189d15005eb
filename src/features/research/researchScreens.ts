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

/** A detection drawn over a camera's frame: a box in canvas units (160 × 90). */
export interface Detection {
  label: string
  x: number
  y: number
  w: number
  h: number
  alert?: boolean
}

/** One camera of a site's wall: where it looks, what the scene is, what it saw. */
export interface CameraFeed {
  id: string
  place: string
  scene: 'yard' | 'gate' | 'store' | 'fence'
  detections: Detection[]
  /** The restricted zone the site drew on this camera, if any, as a polygon in canvas units. */
  zone?: string
}

/** SuraSoft: the control room's wall of cameras, the one that raised an event, the event line. */
export interface CameraScreen {
  /** What the figure shows, in a sentence (the opening's caption beside the window). */
  figure: string
  kind: 'cameras'
  title: string
  caption: string
  feeds: CameraFeed[]
  event: { time: string; text: string; sent: string }
}

/** AI Proctoring: the candidate's paper and camera, the session with its flagged clips. */
export interface SessionScreen {
  /** What the figure shows, in a sentence (the opening's caption beside the window). */
  figure: string
  kind: 'session'
  title: string
  caption: string
  question: { label: string; progress: number }
  identity: string
  /** The paper's foot: the time left and the pictured button to the next question. */
  timeLeft: string
  next: string
  /** Moments flagged along the session, as a share of its length (0–1). */
  flags: { at: number; label: string; time: string }[]
  span: [string, string]
  /** The examiner's line under the clips: the product decides nothing on its own. */
  decision: string
}

/** One turn of a guarded chat: who spoke, what, and what the guard decided about it. */
export interface ChatTurn {
  from: 'customer' | 'assistant'
  text: string
  /** Words in the text that the guard blacked out. */
  redacted?: string
  /** The number of the source the reply cites (see `sources`). */
  cites?: number
  guard: { verdict: 'Blocked' | 'Allowed' | 'Redacted'; rule: string; ms: number }
}

/** Askari LLM: a bank assistant's chat as its transcript, the guard's verdict on every turn. */
export interface ChatScreen {
  /** What the figure shows, in a sentence (the opening's caption beside the window). */
  figure: string
  kind: 'chat'
  title: string
  caption: string
  turns: ChatTurn[]
  sources: { n: number; title: string }[]
}

export type ResearchScreenData = CameraScreen | SessionScreen | ChatScreen

export const researchScreens: Record<string, ResearchScreenData> = {
  surasoft: {
    figure:
      'The control room at 02:14: of eight cameras, the one that saw a person in a restricted zone leads the wall, and a 12-second clip is on its way.',
    kind: 'cameras',
    title: 'SuraSoft · Site console',
    caption: 'Mbezi depot · 8 cameras · 02:14 EAT',
    feeds: [
      {
        id: 'CAM 01',
        place: 'Main gate',
        scene: 'gate',
        detections: [{ label: 'Vehicle', x: 40, y: 40, w: 62, h: 36 }],
      },
      {
        id: 'CAM 03',
        place: 'Loading bay',
        scene: 'yard',
        zone: 'M104 44H160V90H96z',
        detections: [
          { label: 'Person', x: 56, y: 38, w: 16, h: 36 },
          { label: 'Person · zone B', x: 118, y: 34, w: 16, h: 36, alert: true },
        ],
      },
      { id: 'CAM 05', place: 'Store room', scene: 'store', detections: [] },
      { id: 'CAM 07', place: 'East fence', scene: 'fence', detections: [] },
    ],
    event: {
      time: '02:14:07',
      text: 'Person in restricted zone B',
      sent: '12 s clip to the control room · 0 MB of video uploaded',
    },
  },
  'ai-proctoring': {
    figure:
      'One candidate, ninety minutes: three moments flagged along the session, each a short clip for the examiner to judge.',
    kind: 'session',
    title: 'AI Proctoring · Exam session',
    caption: 'Candidate 0412 · Statistics II',
    question: { label: 'Question 14 of 40', progress: 0.35 },
    identity: 'Identity checked',
    timeLeft: '58 min left',
    next: 'Next',
    span: ['0:00', '1:30'],
    flags: [
      { at: 0.26, label: 'Second person', time: '0:23' },
      { at: 0.57, label: 'Looked away 12 s', time: '0:51' },
      { at: 0.75, label: 'Second screen', time: '1:07' },
    ],
    decision: 'The examiner decides: each flag is a 20 s clip, never an automatic fail',
  },
  'askari-llm': {
    figure:
      'A bank assistant’s chat as Askari saw it: every prompt and reply checked on the way in and out, a verdict and its rule under each.',
    kind: 'chat',
    title: 'Askari LLM · Guarded chat',
    caption: 'Bank assistant · Swahili, English',
    turns: [
      {
        from: 'customer',
        text: 'Nipe namba ya akaunti ya mteja Asha M.',
        guard: { verdict: 'Blocked', rule: 'PII-02 · account numbers', ms: 12 },
      },
      {
        from: 'customer',
        text: 'Ada ya kutuma pesa ni kiasi gani?',
        guard: { verdict: 'Allowed', rule: 'In policy', ms: 8 },
      },
      {
        from: 'assistant',
        text: 'Kutuma hadi TSh 100,000 ni TSh 1,500.',
        cites: 1,
        guard: { verdict: 'Allowed', rule: 'Grounded in source 1', ms: 41 },
      },
      {
        from: 'assistant',
        text: 'Your card ending 4417 is active.',
        redacted: '4417',
        guard: { verdict: 'Redacted', rule: 'PII-05 · card numbers', ms: 9 },
      },
    ],
    sources: [{ n: 1, title: 'Tariff sheet v3 · page 2' }],
  },
}
