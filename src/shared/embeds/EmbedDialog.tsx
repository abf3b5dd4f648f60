import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { InlineAlert } from '../ui/InlineAlert';
import { Modal } from '../ui/Modal';
import { LoadingState } from '../ui/LoadingState';
import * as styles from './EmbedDialog.css';
import { embedDialogMessages as m } from './messages';
import { embedDemoUrl, embedSnippet, type EmbedAttributes, type EmbedTag } from './snippet';

export interface EmbedDialogProps {
  open: boolean;
  onClose: () => void;
  tag: EmbedTag;
  /** The element's attributes (null while they are being prepared, e.g. a token being issued). */
  attributes: EmbedAttributes | null;
  /** What the widget shows, in one or two sentences. */
  intro: ReactNode;
  /** Options that change the attributes (view, service…), shown above the code. */
  options?: ReactNode;
  /** A note under the code (e.g. the token's lifetime). */
  note?: ReactNode;
  /** Shown instead of the code when the attributes could not be prepared. */
  error?: string | null;
  /** The origin that serves Volant's embeds (this page's origin by default). */
  origin?: string;
}

/**
 * « Intégrer sur votre site »: the snippet of a widget (its module script and the element) to copy
 * into a partner page, with a link to the demo partner page showing it. Shared by the quotation,
 * the planning configuration and the ANTS screen.
 */
export function EmbedDialog({ open, onClose, tag, attributes, intro, options, note, error, origin = globalThis.location?.origin ?? '' }: EmbedDialogProps) {
  const codeId = useId();
  const hintId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const snippet = attributes ? embedSnippet(tag, attributes, origin) : '';
  useEffect(() => setCopy('idle'), [snippet, open]);

  const copyCode = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(snippet);
      setCopy('copied');
    } catch {
      area.current?.select();
      setCopy('failed');
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={m.title} size="md">
      <div className={styles.body}>
        <p className={styles.intro}>{intro}</p>
        {options}
        {error ? (
          <InlineAlert tone="danger">{error}</InlineAlert>
        ) : attributes === null ? (
          <LoadingState />
        ) : (
          <>
            <label htmlFor={codeId} className={styles.label}>
              {m.codeLabel}
            </label>
            <textarea ref={area} id={codeId} className={styles.code} readOnly value={snippet} aria-describedby={hintId} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
            <p id={hintId} className={styles.hint}>
              {m.codeHint}
            </p>
            <div className={styles.actions}>
              <Button tone="primary" icon={copy === 'copied' ? 'check' : 'copy'} onClick={() => void copyCode()}>
                {copy === 'copied' ? m.copied : m.copy}
              </Button>
              <a href={embedDemoUrl(origin, tag, attributes)} target="_blank" rel="noopener noreferrer">
                {m.demo} <Icon name="external" size={14} />
              </a>
            </div>
            <p role="status" className={styles.hint}>
              {copy === 'failed' ? m.copyFailed : ''}
            </p>
            {note}
            <p className={styles.hint}>{m.theming}</p>
          </>
        )}
      </div>
    </Modal>
  );
}
