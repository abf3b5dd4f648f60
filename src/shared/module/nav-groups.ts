import type { IconName } from '../ui/icons';

/**
 * Parents of the side navigation that several modules fill: a module's nav item names its `group`
 * and the route table nests it there (a group without a visible child is not shown).
 */
export const NAV_GROUPS = {
  planning: { title: 'Planning', icon: 'calendar', order: 200 },
  learners: { title: 'Apprenants', icon: 'users', order: 300 },
  accounting: { title: 'Pièces comptables', icon: 'euro', order: 400 },
  national: { title: 'Services de l’État', icon: 'shield', order: 500 },
  communication: { title: 'Communication', icon: 'send', order: 600 },
  configuration: { title: 'Configuration', icon: 'settings', order: 700 },
  administration: { title: 'Administration', icon: 'building', order: 800 },
} as const satisfies Record<string, { title: string; icon: IconName; order: number }>;

export type NavGroupKey = keyof typeof NAV_GROUPS;
