import type { ProcessStep, ProcessStepInput } from './offeringTypes'

/** Gives each step its number, counted from 1 in the order written. */
export function numberSteps(steps: readonly ProcessStepInput[]): ProcessStep[] {
  return steps.map((s, i) => ({ ...s, step: i + 1 }))
}

/** The two-digit label shown on a step ("01", "02" … "10"). */
export function stepLabel(step: number): string {
  return String(step).padStart(2, '0')
}
