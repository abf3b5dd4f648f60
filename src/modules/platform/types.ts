import type { z } from 'zod';
import type { platformLinkSchema, platformNotificationSchema, salesServiceParametersSchema, softwareSettingItemSchema, tutorialItemSchema } from './schema';

/** A link of the platform configuration (`/links`): shown in the admins' « Réseaux sociaux » group of the sidebar. */
export type PlatformLink = z.infer<typeof platformLinkSchema>;

/** A contextual tutorial (`/tutorials`), shown on the screens whose route or learner-record menu it names. */
export type Tutorial = z.infer<typeof tutorialItemSchema>;

export type NotificationLevel = 'info' | 'warning' | 'danger';

/** A platform notification (`/notifications`) shown to every user between its dates while active. */
export type PlatformNotification = z.infer<typeof platformNotificationSchema>;

/** The sales-service parameters (`/sales-service-parameters`): the contact and trial offered to new structures. */
export type SalesServiceParameters = z.infer<typeof salesServiceParametersSchema>;

/** A platform setting (`/softwares/settings`). */
export type SoftwareSetting = z.infer<typeof softwareSettingItemSchema>;
