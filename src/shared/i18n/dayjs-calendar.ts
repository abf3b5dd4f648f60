import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import 'dayjs/locale/fr.js';

dayjs.extend(isoWeek);
dayjs.locale('fr');

/**
 * dayjs in French with the isoWeek plugin only: enough for calendar arithmetic and display. The
 * calendar grids import this one, so that the public planning embed does not bundle the parsing,
 * UTC and relative-time plugins (dayjs.ts adds them; it is the one the rest of the app imports).
 */
export { dayjs };
export type { Dayjs, ConfigType as DateInput } from 'dayjs';
