import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/fr.js';

dayjs.extend(utc);
dayjs.extend(isoWeek);
dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);
dayjs.locale('fr');

/** dayjs in French with the utc, isoWeek, customParseFormat and relativeTime plugins. */
export { dayjs };
export type { Dayjs, ConfigType as DateInput } from 'dayjs';
