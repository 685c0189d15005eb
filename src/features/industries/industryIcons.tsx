import {
  Activity,
  Boxes,
  Brain,
  Building2,
  ChartLine,
  ClipboardCheck,
  CreditCard,
  Droplets,
  FileText,
  Fingerprint,
  Gauge,
  GraduationCap,
  Landmark,
  MessageSquare,
  Pill,
  RadioTower,
  Scale,
  ScanLine,
  ShieldCheck,
  ShoppingCart,
  Stethoscope,
  Truck,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type { IndustryIconName } from './industry'

const icons: Record<IndustryIconName, LucideIcon> = {
  landmark: Landmark,
  'radio-tower': RadioTower,
  'graduation-cap': GraduationCap,
  zap: Zap,
  truck: Truck,
  stethoscope: Stethoscope,
  'shield-check': ShieldCheck,
  scale: Scale,
  'credit-card': CreditCard,
  users: Users,
  'message-square': MessageSquare,
  'chart-line': ChartLine,
  brain: Brain,
  'clipboard-check': ClipboardCheck,
  'scan-line': ScanLine,
  droplets: Droplets,
  gauge: Gauge,
  'building-2': Building2,
  'shopping-cart': ShoppingCart,
  boxes: Boxes,
  fingerprint: Fingerprint,
  pill: Pill,
  activity: Activity,
  'file-text': FileText,
}

/** A decorative sector or solution icon, hidden from assistive tech. */
export function IndustryIcon({ name, size = 24 }: { name: IndustryIconName; size?: number }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" size={size} />
}
