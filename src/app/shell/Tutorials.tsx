import { useState } from 'react';
import useSWR from 'swr';
import { useLocation } from '../../shared/router/context';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { shellMessages } from '../messages';
import { tutorialsFor } from './tutorialFilter';
import { readTutorials, TUTORIALS_KEY } from './tutorialsRead';

/** The contextual tutorials of the current screen; hidden when there is none (a failed load is silent). */
export function Tutorials() {
  const client = useApiClient();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const { data } = useSWR(TUTORIALS_KEY, () => readTutorials(client), { shouldRetryOnError: false });
  const tutorials = tutorialsFor(data?.items ?? [], pathname, search);
  if (tutorials.length === 0) return null;
  return (
    <>
      <Button tone="ghost" size="sm" icon="book" onClick={() => setOpen(true)}>
        {shellMessages.tutorials} ({tutorials.length})
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={shellMessages.tutorialsTitle}>
        <ul>
          {tutorials.map((tutorial) => (
            <li key={tutorial.id}>
              <a href={tutorial.url} target="_blank" rel="noopener noreferrer">
                {tutorial.title}
              </a>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
