import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import utc from 'dayjs/plugin/utc.js';
import { dayjs } from './dayjs-calendar';

// The calendar's dayjs (French, isoWeek) plus the parsing, UTC and relative-time plugins.
dayjs.extend(utc);
dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);

/** dayjs in French with the utc, isoWeek, customParseFormat and relativeTime plugins. */
export { dayjs };
export type { Dayjs, ConfigType as DateInput } from 'dayjs';
