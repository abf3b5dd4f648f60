/** A link of the platform configuration (`/links`): shown in the admins' « Réseaux sociaux » group of the sidebar. */
export interface PlatformLink {
  id: number;
  label: string;
  url: string;
  /** The uploaded file (logo, document), public; null without file. */
  contentUrl: string | null;
  fileName: string | null;
  /** Also shown in the learners' space (« espace stagiaire »). */
  ssp: boolean;
  opensInNewTab: boolean;
  indexOrder: number;
}

/** A contextual tutorial (`/tutorials`), shown on the screens whose route or learner-record menu it names. */
export interface Tutorial {
  id: number;
  title: string;
  url: string;
  route: string | null;
  menu: number | null;
  /** Heading the tutorials are grouped under (`GET /tutorials/group`). */
  group: string;
  indexOrder: number;
}

export type NotificationLevel = 'info' | 'warning' | 'danger';

/** A platform notification (`/notifications`) shown to every user between its dates while active. */
export interface PlatformNotification {
  id: number;
  title: string;
  message: string;
  level: NotificationLevel;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
  createdAt: string;
}

/** The sales-service parameters (`/sales-service-parameters`): the contact and trial offered to new structures. */
export interface SalesServiceParameters {
  id: number;
  email: string;
  phone: string;
  bookingUrl: string | null;
  trialDays: number;
  createdAt: string;
}

/** A platform setting (`/softwares/settings`). */
export interface SoftwareSetting {
  key: string;
  label: string;
  value: string;
}
