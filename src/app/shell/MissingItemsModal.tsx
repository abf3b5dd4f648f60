import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { browserStorage } from '../../shared/session/storage';
import { sessionState } from '../../shared/session/store';
import type { MissingItems } from '../../shared/session/types';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { shellMessages } from '../messages';

/** Local-storage flag: the missing-items modal was dismissed (cleared with the rest at sign-out). */
export const MISSING_ITEMS_DISMISSED_KEY = 'missingItemsDismissed';

export function hasMissingItems(missing: MissingItems | undefined): boolean {
  const some = (rows: MissingItems['agencies'] | undefined) => (rows ?? []).some((row) => row.missing.length > 0);
  return some(missing?.agencies) || some(missing?.formateurs);
}

function MissingList({ title, rows }: { title: string; rows: MissingItems['agencies'] }) {
  const incomplete = rows.filter((row) => row.missing.length > 0);
  if (incomplete.length === 0) return null;
  return (
    <section>
      <h3>{title}</h3>
      <ul>
        {incomplete.map((row) => (
          <li key={row.id}>
            <strong>{row.name}</strong> : {row.missing.join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec part 1 §2: a large modal with a static backdrop listing what agencies and trainers lack (SIRET,
 * intra-community VAT number, main approval number…), shown once until dismissed, never on public URLs.
 */
export function MissingItemsModal({ publicUrl }: { publicUrl: boolean }) {
  const { session } = useSnapshot(sessionState);
  const [dismissed, setDismissed] = useState(() => browserStorage()?.getItem(MISSING_ITEMS_DISMISSED_KEY) === '1');
  const missing = session?.user.missing_modal as MissingItems | undefined;
  const open = !publicUrl && !dismissed && hasMissingItems(missing);
  const dismiss = () => {
    setDismissed(true);
    try {
      browserStorage()?.setItem(MISSING_ITEMS_DISMISSED_KEY, '1');
    } catch (error) {
      console.error('The missing-items flag could not be saved', error);
    }
  };
  return (
    <Modal
      open={open}
      onClose={dismiss}
      size="lg"
      static
      title={shellMessages.missingItemsTitle}
      footer={
        <Button tone="primary" onClick={dismiss}>
          {shellMessages.missingItemsDismiss}
        </Button>
      }
    >
      <p>{shellMessages.missingItemsIntro}</p>
      <MissingList title={shellMessages.missingAgencies} rows={missing?.agencies ?? []} />
      <MissingList title={shellMessages.missingTrainers} rows={missing?.formateurs ?? []} />
    </Modal>
  );
}
