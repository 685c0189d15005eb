import type { ComponentType } from 'react'
import type { StoryDiagram } from '../../collections/taxonomy'
import { AnnotationLoop } from './AnnotationLoop'
import { LoanTriage } from './LoanTriage'
import { StallPoints } from './StallPoints'

/**
 * The drawn diagrams a featured article names in `diagram` (the names are listed in
 * src/features/collections/taxonomy.ts so the content build can check them).
 */
export const storyDiagram: Record<StoryDiagram, ComponentType> = {
  'loan-triage': LoanTriage,
  'annotation-loop': AnnotationLoop,
  'stall-points': StallPoints,
}
