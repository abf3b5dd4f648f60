import type { CalendarView } from './calendar/dates';
import type { SlotStatus } from './types';

/**
 * French texts of the calendar grids and their navigation, apart from the module's catalogue
 * (messages.ts refers to them) so that the public planning embed bundles only these.
 */
export const gridMessages = {
  views: { day: 'Jour', week: 'Semaine', month: 'Mois' } satisfies Record<CalendarView, string>,
  today: 'Aujourd’hui',
  previous: 'Période précédente',
  next: 'Période suivante',
  calendarLabel: 'Calendrier des créneaux',
  gridHelp:
    'Flèches : passer d’un créneau à l’autre. Entrée : ouvrir. Alt + flèches : déplacer (Maj + Alt + haut/bas : changer la fin), puis Entrée pour valider ou Échap pour annuler. Suppr : supprimer.',
  rowsHelp:
    'Flèches : passer d’un créneau à l’autre. Entrée : ouvrir. Alt + gauche/droite : changer de jour, Alt + haut/bas : changer d’agenda (Maj + Alt + haut/bas : changer la fin), puis Entrée pour valider ou Échap pour annuler. Suppr : supprimer.',
  gridHelpReadOnly: 'Flèches : passer d’un créneau à l’autre. Entrée : voir le créneau.',
  more: (count: number) => `+ ${count} autre${count > 1 ? 's' : ''}`,
  background: 'Indisponibilité',
  excused: 'Absence excusée',
  status: { planned: 'Planifié', done: 'Réalisé', cancelled: 'Annulé' } satisfies Record<SlotStatus, string>,
  slotWhen: (date: string, start: string, end: string) => `${date} de ${start} à ${end}`,
  moveDraft: (date: string, start: string, end: string, agenda: string) => `Nouvelle place : ${date} de ${start} à ${end} (${agenda}). Entrée pour valider, Échap pour annuler.`,
  monthEntry: (time: string, title: string, learners: string, agenda: string) => `${time}, ${title}${learners ? `, ${learners}` : ''}, ${agenda}`,
  moveCancelled: 'Déplacement annulé.',
  singleSlot: 'Créneau',
  /** The header of the agendas' column in the week rows (read by screen readers only). */
  agendaColumn: 'Agenda',
} as const;
