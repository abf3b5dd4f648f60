import { useState } from 'react';
import { formatDate, formatNumber } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import { Badge, Button, ConfirmDialog, EmptyState, Icon, IconButton, Section, Table, type TableColumn } from '../../../shared/ui';
import { useCategoryDocuments, useDeleteDocument, useDocuments, useOpenDocument } from '../hooks/documents';
import { learnersMessages as m } from '../messages';
import type { Learner, LearnerDocument } from '../types';
import { DocumentModal } from './DocumentModal';
import * as styles from './record.css';

type Dialog = { kind: 'upload' } | { kind: 'replace'; document: LearnerDocument } | { kind: 'delete'; document: LearnerDocument } | null;

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} Mo` : `${formatNumber(Math.max(1, bytes / 1024), 0)} Ko`);

/** Tab 3: the documents the learner's licence category needs, the uploaded documents and their files. */
export function DocumentsTab({ learner }: { learner: Learner }) {
  const open = useOpenDocument();
  const documents = useDocuments(learner.id);
  const category = learner.training?.code ?? null;
  const required = useCategoryDocuments(category, learner.id);
  const remove = useDeleteDocument();
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns: TableColumn<LearnerDocument>[] = [
    { key: 'type', header: m.documents.columns.type, render: (d) => d.documentType.name },
    { key: 'title', header: m.documents.columns.title, render: (d) => d.title },
    { key: 'file', header: m.documents.columns.file, render: (d) => `${d.file.name} · ${size(d.file.size)}` },
    { key: 'date', header: m.documents.columns.date, render: (d) => formatDate(d.updatedAt) },
    rowActionsColumn({
      header: m.documents.columns.actions,
      name: (d) => d.title,
      onDelete: (d) => setDialog({ kind: 'delete', document: d }),
      extra: (d) => (
        <>
          <IconButton icon="eye" size="sm" label={`${m.documents.open} : ${d.title}`} onClick={() => void open(d)} />
          <IconButton icon="upload" size="sm" label={`${m.documents.replace} : ${d.title}`} onClick={() => setDialog({ kind: 'replace', document: d })} />
        </>
      ),
      width: '8rem',
    }),
  ];

  return (
    <div className={styles.tabPanel}>
      <Section title={category ? m.documents.required(category) : m.documents.title}>
        {!category ? (
          <p className={styles.muted}>{m.documents.noCategory}</p>
        ) : (
          <ul className={styles.checklist}>
            {(required.data?.items ?? []).map((item) => (
              <li key={item.documentType.id} className={styles.checkItem}>
                <Icon name={item.provided ? 'check' : 'x'} size={16} />
                <span>{item.documentType.name}</span>
                <Badge tone={item.required ? 'warning' : 'neutral'}>{item.required ? m.documents.requiredBadge : m.documents.optionalBadge}</Badge>
                <Badge tone={item.provided ? 'success' : 'danger'}>{item.provided ? m.documents.provided : m.documents.missing}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title={m.documents.title}
        actions={
          <Button size="sm" icon="upload" onClick={() => setDialog({ kind: 'upload' })}>
            {m.documents.upload}
          </Button>
        }
      >
        <Table
          caption={m.documents.title}
          columns={columns}
          rows={documents.data?.items ?? []}
          getRowKey={(d) => d.id}
          loading={documents.isLoading}
          empty={<EmptyState title={m.documents.empty} text={m.documents.emptyText} icon="file" />}
        />
      </Section>
      {(dialog?.kind === 'upload' || dialog?.kind === 'replace') && (
        <DocumentModal learner={learner} replacing={dialog.kind === 'replace' ? dialog.document : null} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        danger
        busy={remove.busy}
        title={m.documents.confirmDeleteTitle}
        message={dialog?.kind === 'delete' ? m.documents.confirmDelete(dialog.document.title) : ''}
        confirmLabel={common.delete}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await remove.run(dialog.document.id);
          setDialog(null);
        }}
      />
    </div>
  );
}
