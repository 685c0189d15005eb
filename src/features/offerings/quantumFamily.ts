/** The three products of the Quantum family, in the order the menu lists them. */
export const quantumFamily = [
  { to: '/quantum-analytics', name: 'Analytics', job: 'Decide' },
  { to: '/quantum-annotate', name: 'Annotate', job: 'Label' },
  { to: '/quantum-genai', name: 'GenAI', job: 'Generate' },
] as const

export type QuantumPath = (typeof quantumFamily)[number]['to']
