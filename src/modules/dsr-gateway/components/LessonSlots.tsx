import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate, formatFullName } from '../../../shared/i18n/format';
import { hrefs, LEARNER_MENU } from '../../../shared/links/hrefs';
import { ListTable } from '../../../shared/list/ListTable';
import { useTrainings } from '../../../shared/references/hooks';
import { Link } from '../../../shared/router/Link';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import {
  Badge,
  Button,
  DateField,
  EmptyState,
  NumberField,
  SearchInput,
  SelectField,
  Stack,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { useLessonErrorTypes, useLessonSlotList, useSendLessonSlot } from '../hooks';
import { dsrMessages, lessonErrorTypeLabels, lessonStatusLabels, lessonTypeLabels } from '../messages';
import { LESSON_TYPES } from '../schema';
import type { LessonSlot } from '../types';
import * as styles from './LessonSlots.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The lessons declared to the state platform with every filter of spec part 2 §7; refused ones can be sent again. */
export function LessonSlots() {
  const list = useLessonSlotList();
  const user = useSessionUser();
  const trainings = useTrainings().data?.items ?? [];
  const errorTypes = useLessonErrorTypes().data?.items ?? [];
  const send = useSendLessonSlot();
  const canSend = useCan('isAccessDSRGateway', 'isConnectToDSRGateway');
  const agencies = user?.agencies ?? [];
  const f = list.filters;
  const filtered = Object.keys(f).length > 0 || list.search !== '';

  const columns: TableColumn<LessonSlot>[] = [
    { key: 'slot.date', header: dsrMessages.slotColumns.date, sortable: true, render: (s) => formatDate(s.slot.date) },
    { key: 'slot.schedule.startTime', header: dsrMessages.slotColumns.startTime, sortable: true, render: (s) => s.slot.schedule.startTime.replace(':', ' h ') },
    {
      key: 'learner',
      header: dsrMessages.slotColumns.learner,
      sortable: true,
      render: (s) => (
        <span>
          {/* The learner's record, where a wrong or missing NEPH is corrected (information tab). */}
          <Link to={hrefs.learner(s.learner.id, LEARNER_MENU.information)}>{formatFullName(s.learner)}</Link>
          <span className={styles.sub}>{s.learner.neph ?? '—'}</span>
        </span>
      ),
    },
    { key: 'lessonType', header: dsrMessages.slotColumns.lessonType, sortable: true, render: (s) => lessonTypeLabels[s.lessonType] },
    { key: 'training', header: dsrMessages.slotColumns.training, render: (s) => s.training?.code ?? '—' },
    { key: 'duration', header: dsrMessages.slotColumns.duration, sortable: true, align: 'end', render: (s) => dsrMessages.minutes(s.duration) },
    { key: 'agency', header: dsrMessages.slotColumns.agency, render: (s) => s.agency.name },
    { key: 'trainer', header: dsrMessages.slotColumns.trainer, render: (s) => s.trainerName ?? '—' },
    {
      key: 'status',
      header: dsrMessages.slotColumns.status,
      sortable: true,
      render: (s) =>
        s.status === 1 ? (
          <Badge tone="success">{lessonStatusLabels[1]}</Badge>
        ) : (
          <span>
            <Badge tone="danger">{lessonStatusLabels[0]}</Badge>
            {s.errorType && <span className={styles.sub}>{lessonErrorTypeLabels[s.errorType]}</span>}
          </span>
        ),
    },
    {
      key: 'actions',
      header: dsrMessages.slotColumns.actions,
      align: 'end',
      render: (s) =>
        s.status === 0 && canSend ? (
          <Button size="sm" tone="secondary" icon="send" aria-label={dsrMessages.resendLabel(formatFullName(s.learner), formatDate(s.slot.date))} onClick={() => void send.run(s.id)}>
            {dsrMessages.resend}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={dsrMessages.searchLabel} placeholder={dsrMessages.searchPlaceholder} />
      </Toolbar>
      <div className={styles.filters}>
        <SelectField
          label={dsrMessages.filters.status}
          placeholder={dsrMessages.filters.allStatuses}
          options={[
            { value: '1', label: lessonStatusLabels[1] },
            { value: '0', label: lessonStatusLabels[0] },
          ]}
          value={text(f.status)}
          onChange={(e) => list.setFilter('status', e.target.value || null)}
        />
        <SelectField
          label={dsrMessages.filters.errorType}
          placeholder={dsrMessages.filters.allErrorTypes}
          options={errorTypes.map((e) => ({ value: e.code, label: e.label }))}
          value={text(f.errorType)}
          onChange={(e) => list.setFilter('errorType', e.target.value || null)}
        />
        <SelectField
          label={dsrMessages.filters.lessonType}
          placeholder={dsrMessages.filters.allLessonTypes}
          options={LESSON_TYPES.map((type) => ({ value: type, label: lessonTypeLabels[type] }))}
          value={text(f.lessonType)}
          onChange={(e) => list.setFilter('lessonType', e.target.value || null)}
        />
        <SelectField
          label={dsrMessages.filters.training}
          placeholder={dsrMessages.filters.allTrainings}
          options={trainings.map((t) => ({ value: String(t.id), label: t.name }))}
          value={text(f.training)}
          onChange={(e) => list.setFilter('training', e.target.value || null)}
        />
        {agencies.length > 1 && (
          <SelectField
            label={dsrMessages.filters.agency}
            placeholder={dsrMessages.filters.allAgencies}
            options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
            value={text(f.agency)}
            onChange={(e) => list.setFilter('agency', e.target.value || null)}
          />
        )}
        <NumberField label={dsrMessages.filters.durationMin} min={0} step={15} value={text(f['duration[gte]'])} onValueChange={(value) => list.setFilter('duration[gte]', value || null)} />
        <NumberField label={dsrMessages.filters.durationMax} min={0} step={15} value={text(f['duration[lte]'])} onValueChange={(value) => list.setFilter('duration[lte]', value || null)} />
        <DateField label={dsrMessages.filters.dateAfter} value={text(f['slot.date[after]'])} onChange={(e) => list.setFilter('slot.date[after]', e.target.value || null)} />
        <DateField label={dsrMessages.filters.dateBefore} value={text(f['slot.date[before]'])} onChange={(e) => list.setFilter('slot.date[before]', e.target.value || null)} />
      </div>
      <div>
        <ListTable
          list={list}
          caption={dsrMessages.caption}
          columns={columns}
          loadError={dsrMessages.loadError}
          emptyFiltered={{ active: filtered, title: dsrMessages.emptyFiltered, resetLabel: dsrMessages.resetFilters }}
          empty={<EmptyState title={dsrMessages.empty} text={dsrMessages.emptyText} icon="book" />}
        />
      </div>
    </Stack>
  );
}
