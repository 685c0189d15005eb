import { Bot, Cctv, GraduationCap, ScanEye, ShieldCheck, type LucideIcon } from 'lucide-react'
import type { ResearchIcon as IconName } from '../collections/taxonomy'

const icons: Record<IconName, LucideIcon> = {
  cctv: Cctv,
  'scan-eye': ScanEye,
  'shield-check': ShieldCheck,
  'graduation-cap': GraduationCap,
  bot: Bot,
}

/** The decorative icon a research solution names in its `icon` field. */
export function ResearchIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" size={size} />
}
