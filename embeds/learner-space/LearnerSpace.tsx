import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { SWRConfig } from 'swr';
import { ME_API } from '../../src/shared/learner-space/paths';
import type { MeRecord } from '../../src/shared/learner-space/schema';
import { resolveApiBase } from '../runtime/client';
import type { AttributeMap, WidgetProps } from '../runtime/define';
import { invalidAttribute, type WidgetFailure } from '../runtime/failure';
import { widgetSwrConfig } from '../runtime/swr';
import { WidgetShell } from '../runtime/WidgetShell';
import * as s from './LearnerSpace.css';
import { learnerSpaceMessages as m } from './messages';
import { Accounts, Documents, Home, Hours, Lessons, Schedule, useMe } from './sections';
import { learnerSession, type LearnerSession } from './session';

export const LEARNER_SPACE_ATTRIBUTES = {
  apiBase: { attribute: 'api-base', kind: 'string' },
  basePath: { attribute: 'base-path', kind: 'string' },
} as const satisfies AttributeMap;

/** The rubrics, by their path under `base-path` (`/eleve/lecons`…). */
const SECTIONS = [
  { key: 'home', slug: '', label: m.nav.home },
  { key: 'lessons', slug: 'lecons', label: m.nav.lessons },
  { key: 'accounts', slug: 'factures', label: m.nav.accounts },
  { key: 'schedule', slug: 'echeancier', label: m.nav.schedule },
  { key: 'documents', slug: 'documents', label: m.nav.documents },
  { key: 'hours', slug: 'heures', label: m.nav.hours },
] as const;
type Section = (typeof SECTIONS)[number];

const sectionOfPath = (basePath: string) => SECTIONS.find((x) => x.slug !== '' && location.pathname === `${basePath}/${x.slug}`) ?? SECTIONS[0];
const hrefOf = (basePath: string, section: Section) => (section.slug ? `${basePath}/${section.slug}` : basePath);

/**
 * `<volant-learner-space api-base base-path>`: the learner's own space (issue 41) — sign-in through
 * Volant's SSO, then his lessons, invoices and receipts, schedule and balance, documents (and the
 * missing ones from his phone) and hours. On a partner's page it switches rubrics in place; with
 * `base-path` (Volant's pages at `/eleve/…`) each rubric is a page of its own address.
 */
export function LearnerSpace({ attributes, emit, scriptUrl }: WidgetProps<typeof LEARNER_SPACE_ATTRIBUTES> & { scriptUrl: string }) {
  const api = resolveApiBase(attributes.apiBase, scriptUrl);
  const base = 'base' in api ? api.base : null;
  const basePath = attributes.basePath?.trim().replace(/\/+$/, '') || null;
  const session = useMemo(() => (base ? learnerSession(base) : null), [base]);
  const [swr] = useState(widgetSwrConfig);
  const [phase, setPhase] = useState<'redeeming' | 'ready' | 'staff' | 'refused'>('redeeming');

  useEffect(() => {
    if (!session) return;
    session.redeemTicket().then(
      (result) => setPhase(result === 'staff' ? 'staff' : 'ready'),
      () => setPhase('refused'),
    );
  }, [session]);

  const failure: WidgetFailure | null = 'error' in api ? invalidAttribute(api.error) : null;
  return (
    <WidgetShell label={m.label} failure={failure} emit={emit} variant="flush">
      {session && (
        <SWRConfig value={swr}>
          {phase === 'redeeming' ? (
            <p className={s.space} role="status">
              {m.signingIn}
            </p>
          ) : session.signedIn() ? (
            <SignedIn session={session} basePath={basePath} onExpired={() => setPhase('ready')} />
          ) : (
            <SignInCard session={session} notice={phase === 'staff' ? m.staffAccount : phase === 'refused' ? m.refused : null} />
          )}
        </SWRConfig>
      )}
    </WidgetShell>
  );
}

function SignInCard({ session, notice }: { session: LearnerSession; notice: string | null }) {
  return (
    <div className={s.space}>
      <h2 className={s.heading}>{m.title}</h2>
      {notice && <p role="alert">{notice}</p>}
      <p>{m.intro}</p>
      <p>
        <a className={s.primary} href={session.signInUrl()}>
          {m.signIn}
        </a>
      </p>
    </div>
  );
}

function SignedIn({ session, basePath, onExpired }: { session: LearnerSession; basePath: string | null; onExpired: () => void }) {
  const { client } = session;
  const record = useMe<MeRecord>(client, ME_API.record);
  const [section, setSection] = useState<Section>(() => (basePath ? sectionOfPath(basePath) : SECTIONS[0]));
  useEffect(() => {
    if (!basePath) return;
    const onPop = () => setSection(sectionOfPath(basePath));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [basePath]);
  useEffect(() => {
    if (record.error && !session.signedIn()) onExpired();
  }, [record.error, session, onExpired]);

  const go = (next: Section) => (event: MouseEvent) => {
    event.preventDefault();
    if (basePath) history.pushState(null, '', hrefOf(basePath, next));
    setSection(next);
  };
  if (record.error) return <p className={s.space} role="alert">{session.signedIn() ? m.loadFailed : m.expired}</p>;
  if (!record.data) return <p className={s.space} role="status">{m.loading}</p>;
  const me = record.data;
  return (
    <div className={s.space}>
      <header className={s.header}>
        <div>
          <h2 className={s.heading}>{m.hello(me.firstName)}</h2>
          <p className={s.muted}>{m.school(me.school, me.agency.name)}</p>
        </div>
        <button type="button" className={s.navLink} onClick={() => void session.signOut()}>
          {m.signOut}
        </button>
      </header>
      <nav aria-label={m.sections}>
        <ul className={s.nav}>
          {SECTIONS.map((x) => (
            <li key={x.key}>
              <a className={s.navLink} href={basePath ? hrefOf(basePath, x) : `#${x.slug || 'accueil'}`} aria-current={x.key === section.key ? 'page' : undefined} onClick={go(x)}>
                {x.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={s.sections}>
        {section.key === 'home' && <Home client={client} record={me} />}
        {section.key === 'lessons' && <Lessons client={client} />}
        {section.key === 'accounts' && <Accounts client={client} />}
        {section.key === 'schedule' && <Schedule client={client} />}
        {section.key === 'documents' && <Documents client={client} />}
        {section.key === 'hours' && <Hours client={client} />}
      </div>
    </div>
  );
}
