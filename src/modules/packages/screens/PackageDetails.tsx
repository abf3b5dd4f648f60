import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { note } from '../../../shared/accounting/text.css';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatMoney } from '../../../shared/i18n/format';
import { common } from '../../../shared/i18n/messages';
import { hrefs, ROUTE_PATTERNS } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { useNavigate } from '../../../shared/router/context';
import { useNumericParam } from '../../../shared/router/route-params';
import { useSearchParams } from '../../../shared/router/search-params';
import { Badge, Button, ConfirmDialog, ErrorState, InlineAlert, Inline, LoadingState, PageHeader, Section, Stack } from '../../../shared/ui';
import { PackageItemsList } from '../components/PackageItemsList';
import { useDeletePackage, useDuplicatePackage, usePackage, useReorderItems, useUpdatePackage } from '../hooks';
import { packageMessages as m } from '../messages';

/** `configuration/produits-prestations/details-formule/{id}?isCreated`: a package and its ordered items. */
export default function PackageDetails() {
  const id = useNumericParam('id');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: pkg, error, isLoading, mutate } = usePackage(id);
  const reorder = useReorderItems(pkg);
  const update = useUpdatePackage();
  const duplicate = useDuplicatePackage();
  const remove = useDeletePackage();
  const canWrite = useCan('isConfigProductsAndServices');
  const [confirming, setConfirming] = useState(false);
  const back = <Link to={`${ROUTE_PATTERNS.packages}?section=Formules`}>{m.back}</Link>;

  if (id === null || (error && !pkg)) {
    return (
      <>
        <PageHeader title={m.detailsTitle} breadcrumb={back} />
        <ErrorState message={id === null ? m.notFound : errorMessage(error, m.notFound)} onRetry={id === null ? undefined : () => void mutate()} />
      </>
    );
  }
  if (isLoading || !pkg) return <LoadingState />;

  return (
    <Stack gap="md">
      <PageHeader
        title={pkg.name}
        subtitle={
          <Inline gap="xs">
            <Badge tone={pkg.isActive ? 'success' : 'neutral'}>{pkg.isActive ? m.active : m.inactive}</Badge>
            <span>{[pkg.training ? `${pkg.training.code} – ${pkg.training.name}` : null, pkg.agency.name].filter(Boolean).join(' · ')}</span>
          </Inline>
        }
        breadcrumb={back}
        actions={
          canWrite ? (
            <Inline gap="xs">
              <Button tone="primary" icon="edit" onClick={() => navigate(hrefs.packageEdit(pkg.id))}>
                {m.actions.edit}
              </Button>
              <Button icon="copy" loading={duplicate.busy} onClick={() => void duplicate.run(pkg.id)}>
                {m.actions.duplicate}
              </Button>
              <Button icon="plus" onClick={() => navigate(hrefs.packageEdit(pkg.id, { cloneMode: true }))}>
                {m.actions.clone}
              </Button>
              <Button tone="ghost" loading={update.busy} onClick={() => void update.run(pkg.id, { isActive: !pkg.isActive })}>
                {pkg.isActive ? m.inactive : m.active}
              </Button>
              <Button tone="danger" icon="trash" onClick={() => setConfirming(true)}>
                {m.actions.delete}
              </Button>
            </Inline>
          ) : undefined
        }
      />
      {params.get('isCreated') === 'true' && (
        <InlineAlert tone="success" onDismiss={() => setParams({ isCreated: null })}>
          {m.createdHint}
        </InlineAlert>
      )}
      {pkg.description && <p className={note}>{pkg.description}</p>}
      <Section title={m.items.title} description={m.totals(formatMoney(pkg.totalHt), formatMoney(pkg.totalTtc))}>
        <PackageItemsList items={pkg.items} onReorder={canWrite ? (ids) => void reorder(ids) : undefined} />
      </Section>
      <ConfirmDialog
        open={confirming}
        danger
        busy={remove.busy}
        title={m.confirmDeleteTitle}
        message={m.confirmDelete(pkg.name)}
        confirmLabel={common.delete}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const result = await remove.run(pkg.id);
          setConfirming(false);
          if (result.ok) navigate(`${ROUTE_PATTERNS.packages}?section=Formules`);
        }}
      />
    </Stack>
  );
}
