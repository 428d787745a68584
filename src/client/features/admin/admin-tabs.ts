import type { LucideIcon } from 'lucide-react';
import {
  Bot,
  ChartNoAxesCombined,
  DatabaseZap,
  FileText,
  Gauge,
  Layers,
  Link2,
  Mail,
  Settings,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';

export interface AdminTab {
  /** The ?tab= value. */
  value: string;
  /** admin-area.md 2: the tab's label, exactly. */
  label: string;
  icon: LucideIcon;
  /** Each tab is its own chunk, fetched the first time the tab is opened. */
  load: () => Promise<{ default: ComponentType }>;
}

/** The ten tabs of the admin panel in the spec's order; the first (AI Models) is the default. */
export const ADMIN_TABS: AdminTab[] = [
  { value: 'ai-models', label: 'AI Models', icon: Bot, load: () => import('./tabs/ai-models-tab') },
  { value: 'email-marketing', label: 'Email Marketing', icon: Mail, load: () => import('./tabs/email-marketing-tab') },
  { value: 'blog', label: 'Blog', icon: FileText, load: () => import('./tabs/blog-tab') },
  { value: 'affiliate', label: 'Affiliate', icon: Link2, load: () => import('./tabs/affiliate-tab') },
  { value: 'users', label: 'Users', icon: Users, load: () => import('./tabs/users-tab') },
  { value: 'content', label: 'Content', icon: Layers, load: () => import('./tabs/content-tab') },
  { value: 'analytics', label: 'Analytics', icon: ChartNoAxesCombined, load: () => import('./tabs/analytics-tab') },
  { value: 'performance', label: 'Performance', icon: Gauge, load: () => import('./tabs/performance-tab') },
  { value: 'migration', label: 'Migration', icon: DatabaseZap, load: () => import('./tabs/migration-tab') },
  { value: 'settings', label: 'Settings', icon: Settings, load: () => import('./tabs/settings-tab') },
];

export const DEFAULT_ADMIN_TAB = ADMIN_TABS[0].value;

/** The tab a ?tab= value names, or the default for a missing or unknown one. */
export function adminTabFrom(value: string | null): string {
  return ADMIN_TABS.some((tab) => tab.value === value) ? (value as string) : DEFAULT_ADMIN_TAB;
}
