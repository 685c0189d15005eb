import { BookOpen, CirclePlay, FileText, Wrench, type LucideIcon } from 'lucide-react'
import type { CategoryIconName } from './resourcesCopy'

/** The decorative icon of each resource category (its card and its cover on the shelf). */
export const categoryIcons: Record<CategoryIconName, LucideIcon> = {
  'book-open': BookOpen,
  'circle-play': CirclePlay,
  'file-text': FileText,
  wrench: Wrench,
}
