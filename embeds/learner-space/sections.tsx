import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import type { ApiClient } from '../../src/shared/api/client';
import { saveFile } from '../../src/shared/files/save';
import { formatDay, formatMoney, formatNumber } from '../../src/shared/i18n/format-lite';
import { ME_API } from '../../src/shared/learner-space/paths';
import type {
  MeContract,
  MeDocument,
  MeInvoice,
  MeMissing,
  MeReceipt,
  MeRecord,
  MeSchedule,
  MeSlot,
} from '../../src/shared/learner-space/schema';
import type { LearnerHours } from '../../src/shared/learners/hours';
import { learnerSpaceKeys } from './keys';
import * as s from './LearnerSpace.css';
import { learnerSpaceMessages as m } from './messages';

/** One read of the learner API, with its loading and failure states said in French. */
export function useMe<T>(client: ApiClient, path: string) {
  return useSWR<T>(learnerSpaceKeys.item(client.baseUrl, path), () => client.get<T>(path));
}
function useMeList<T>(client: ApiClient, path: string) {
  return useSWR(learnerSpaceKeys.list(client.baseUrl, path), () => client.list<T>(path, { itemsPerPage: 100 }));
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={s.card} aria-label={title}>
      <h3 className={s.cardTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Loaded<T>({ state, children }: { state: { data?: T; error?: unknown }; children: (data: T) => ReactNode }) {
  if (state.error) return <p role="alert">{m.loadFailed}</p>;
  if (state.data === undefined) return <p role="status">{m.loading}</p>;
  return <>{children(state.data)}</>;
}

/** A PDF of his, fetched with his token and saved (the link alone would carry no token). */
function Download({ client, path, label, name }: { client: ApiClient; path: string; label: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={s.action}
        onClick={() => {
          setFailed(false);
          client.download(path).then((file) => saveFile(file, name), () => setFailed(true));
        }}
      >
        {label}
      </button>
      {failed && <span role="alert">{m.downloadFailed}</span>}
    </>
  );
}

export function BalanceFigures({ balance }: { balance: MeSchedule['balance'] }) {
  return (
    <dl className={s.figures}>
      <div className={s.figure}>
        <dt>{m.balance.owed}</dt>
        <dd>{formatMoney(balance.owed)}</dd>
      </div>
      <div className={s.figure}>
        <dt>{m.balance.due}</dt>
        <dd>{formatMoney(balance.due)}</dd>
      </div>
      <div className={s.figure}>
        <dt>{m.balance.upcoming}</dt>
        <dd>{formatMoney(balance.upcoming)}</dd>
      </div>
    </dl>
  );
}

export function Home({ client, record }: { client: ApiClient; record: MeRecord }) {
  const schedule = useMe<MeSchedule>(client, ME_API.schedule);
  const contracts = useMeList<MeContract>(client, ME_API.contracts);
  return (
    <>
      <Card title={m.balance.owed}>
        <Loaded state={schedule}>{(data) => <BalanceFigures balance={data.balance} />}</Loaded>
      </Card>
      <Card title={m.contracts.title}>
        <Loaded state={contracts}>
          {(page) =>
            page.items.length === 0 ? (
              <p>{m.contracts.empty}</p>
            ) : (
              <ul className={s.list}>
                {page.items.map((c) => (
                  <li key={c.id} className={s.row}>
                    <span className={s.rowMain}>
                      <span className={s.strong}>
                        {c.number} — {c.training}
                      </span>
                      {c.signedAt ? <span className={s.muted}>{m.contracts.signed(formatDay(c.signedAt))}</span> : <span className={s.tagDue}>{m.contracts.toSign}</span>}
                    </span>
                    <Download client={client} path={c.pdf} label={m.contracts.pdf(c.number)} name={`Contrat-${c.number}.pdf`} />
                    {c.amendments.map((a) => (
                      <Download key={a.id} client={client} path={a.pdf} label={m.contracts.amendment(a.number)} name={`Avenant-${a.number}.pdf`} />
                    ))}
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Card>
      {record.training && <p className={s.muted}>{m.training(record.training.name)}</p>}
    </>
  );
}

export function Lessons({ client }: { client: ApiClient }) {
  const slots = useMeList<MeSlot>(client, ME_API.slots);
  return (
    <Card title={m.nav.lessons}>
      <Loaded state={slots}>
        {(page) =>
          page.items.length === 0 ? (
            <p>{m.lessons.empty}</p>
          ) : (
            <ul className={s.list}>
              {page.items.map((slot) => (
                <li key={slot.id} className={s.row}>
                  <span className={s.rowMain}>
                    <span className={s.strong}>
                      {formatDay(slot.date)}, {slot.startTime.slice(0, 5)} – {slot.endTime.slice(0, 5)}
                    </span>
                    <span className={s.muted}>{[slot.activity ?? slot.title, slot.trainer && m.lessons.with(slot.trainer)].filter(Boolean).join(' ')}</span>
                  </span>
                  <span className={slot.status === 'done' ? s.tagDone : slot.status === 'cancelled' ? s.tagDue : s.tagUpcoming}>{m.lessons.status[slot.status]}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}

export function Accounts({ client }: { client: ApiClient }) {
  const invoices = useMeList<MeInvoice>(client, ME_API.invoices);
  const receipts = useMeList<MeReceipt>(client, ME_API.receipts);
  return (
    <>
      <Card title={m.invoices.title}>
        <Loaded state={invoices}>
          {(page) =>
            page.items.length === 0 ? (
              <p>{m.invoices.empty}</p>
            ) : (
              <ul className={s.list}>
                {page.items.map((i) => (
                  <li key={i.id} className={s.row}>
                    <span className={s.rowMain}>
                      <span className={s.strong}>
                        {i.number} — {formatMoney(i.totalTtc)}
                      </span>
                      <span className={s.muted}>
                        {m.invoices.issued(formatDay(i.issueDate))}, {i.remaining > 0 ? m.invoices.remaining(formatMoney(i.remaining)) : m.invoices.paid}
                      </span>
                    </span>
                    <Download client={client} path={i.pdf} label={m.invoices.pdf(i.number)} name={`Facture-${i.number}.pdf`} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Card>
      <Card title={m.receipts.title}>
        <Loaded state={receipts}>
          {(page) =>
            page.items.length === 0 ? (
              <p>{m.receipts.empty}</p>
            ) : (
              <ul className={s.list}>
                {page.items.map((r) => (
                  <li key={r.id} className={s.row}>
                    <span className={s.rowMain}>
                      <span className={s.strong}>
                        {r.refund ? `${m.receipts.refund} ` : ''}
                        {r.number} — {formatMoney(r.amount)}
                      </span>
                      <span className={s.muted}>{m.receipts.paidOn(formatDay(r.paidOn))}</span>
                    </span>
                    <Download client={client} path={r.pdf} label={m.receipts.pdf(r.number)} name={`Recu-${r.number}.pdf`} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Card>
    </>
  );
}

export function Schedule({ client }: { client: ApiClient }) {
  const schedule = useMe<MeSchedule>(client, ME_API.schedule);
  return (
    <Card title={m.schedule.title}>
      <Loaded state={schedule}>
        {(data) => (
          <>
            <BalanceFigures balance={data.balance} />
            {data.items.length === 0 ? (
              <p>{m.schedule.empty}</p>
            ) : (
              <ul className={s.list}>
                {data.items.map((item, index) => (
                  <li key={`${item.kind}-${index}`} className={s.row}>
                    <span className={s.rowMain}>
                      <span className={s.strong}>
                        {item.label} — {formatMoney(item.amount)}
                      </span>
                      <span className={s.muted}>{m.schedule.dueOn(formatDay(item.dueDate))}</span>
                    </span>
                    <span className={item.fallenDue ? s.tagDue : s.tagUpcoming}>{item.fallenDue ? m.schedule.fallenDue : m.schedule.upcoming}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </Card>
  );
}

function UploadMissing({ client, code, name, onSent }: { client: ApiClient; code: string; name: string; onSent: () => void }) {
  const [status, setStatus] = useState('');
  const id = `volant-upload-${code}`;
  return (
    <div className={s.upload}>
      <label htmlFor={id}>{m.documents.choose(name)}</label>
      <input
        id={id}
        className={s.fileInput}
        type="file"
        accept="image/*,application/pdf"
        capture="environment"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          const form = new FormData();
          form.set('documentType', code);
          form.set('file', file);
          setStatus(m.documents.sending);
          client.upload(ME_API.documents, form).then(
            () => {
              setStatus(m.documents.sent(name));
              onSent();
            },
            () => setStatus(m.documents.failed(name)),
          );
        }}
      />
      <p className={s.status} role="status">
        {status}
      </p>
    </div>
  );
}

export function Documents({ client }: { client: ApiClient }) {
  const documents = useMeList<MeDocument>(client, ME_API.documents);
  const missing = useMe<MeMissing>(client, `${ME_API.documents}/missing`);
  const refresh = () => {
    void documents.mutate();
    void missing.mutate();
  };
  return (
    <>
      <Card title={m.documents.missingTitle}>
        <Loaded state={missing}>
          {(data) =>
            data.missing.length === 0 ? (
              <p>{m.documents.nothingMissing}</p>
            ) : (
              <>
                <p className={s.muted}>{m.documents.missingIntro}</p>
                {data.missing.map((d) => (
                  <UploadMissing key={d.code} client={client} code={d.code} name={d.name} onSent={refresh} />
                ))}
              </>
            )
          }
        </Loaded>
      </Card>
      <Card title={m.documents.title}>
        <Loaded state={documents}>
          {(page) =>
            page.items.length === 0 ? (
              <p>{m.documents.empty}</p>
            ) : (
              <ul className={s.list}>
                {page.items.map((d) => (
                  <li key={d.id} className={s.row}>
                    <span className={s.rowMain}>
                      <span className={s.strong}>{d.title}</span>
                      <span className={s.muted}>{m.documents.added(formatDay(d.createdAt))}</span>
                    </span>
                    <Download client={client} path={d.file} label={m.documents.open(d.title)} name={d.title} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Card>
    </>
  );
}

export function Hours({ client }: { client: ApiClient }) {
  const hours = useMe<LearnerHours>(client, ME_API.hours);
  return (
    <Card title={m.hours.title}>
      <Loaded state={hours}>
        {(h) => (
          <>
            <dl className={s.figures}>
              {(['contracted', 'done', 'planned', 'remaining'] as const).map((key) => (
                <div key={key} className={s.figure}>
                  <dt>{m.hours[key]}</dt>
                  <dd>{m.hoursValue(formatNumber(h[key]))}</dd>
                </div>
              ))}
            </dl>
            {h.contracted > 0 && (
              <progress className={s.progress} max={h.contracted} value={Math.min(h.done, h.contracted)} aria-label={m.hours.progress(formatNumber(h.done), formatNumber(h.contracted))} />
            )}
          </>
        )}
      </Loaded>
    </Card>
  );
}
