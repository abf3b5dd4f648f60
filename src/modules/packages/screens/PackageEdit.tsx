import { useState } from 'react';
import { convertPrice } from '../../../shared/accounting/drafts';
import { errorMessage } from '../../../shared/alerts/report';
import { common } from '../../../shared/i18n/messages';
import { hrefs } from '../../../shared/links/hrefs';
import { Link } from '../../../shared/router/Link';
import { useNavigate } from '../../../shared/router/context';
import { useNumericParam } from '../../../shared/router/route-params';
import { useSearchParams } from '../../../shared/router/search-params';
import { Button, Checkbox, ErrorState, FormActions, FormGrid, FormGridFull, LoadingState, PageHeader, Section, Stack, TextArea, TextField } from '../../../shared/ui';
import { itemKey, PackageItemsEditor, type ItemDraft } from '../components/PackageItemsEditor';
import { useCreatePackage, usePackage, useUpdatePackage } from '../hooks';
import { packageMessages as m } from '../messages';
import { packagePatchSchema } from '../schema';
import type { PackageDetails, PackageItem } from '../types';
import { TrainingField } from '../components/TrainingField';

/** An item's own price as the form shows it in the entry mode ('' : the service's price). */
function ownPriceIn(item: PackageItem, ttc: boolean): string {
  if (ttc && item.unitPriceTtcOverride !== null) return String(item.unitPriceTtcOverride);
  if (item.unitPriceOverride === null) return '';
  return String(ttc ? convertPrice(item.unitPriceOverride, item.service.tva.rate, true) : item.unitPriceOverride);
}

function PackageForm({ pkg, cloneMode }: { pkg: PackageDetails; cloneMode: boolean }) {
  const navigate = useNavigate();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const [name, setName] = useState(cloneMode ? `${pkg.name} (copie)` : pkg.name);
  const [description, setDescription] = useState(pkg.description ?? '');
  const [training, setTraining] = useState(pkg.training ? String(pkg.training.id) : '');
  const [isActive, setIsActive] = useState(pkg.isActive);
  // Own prices are entered TTC (as driving schools price) unless the package's were all entered HT.
  const [ttc, setTtc] = useState(pkg.items.some((i) => i.unitPriceTtcOverride !== null) || !pkg.items.some((i) => i.unitPriceOverride !== null));
  const [items, setItems] = useState<ItemDraft[]>(
    pkg.items.map((i) => ({ key: itemKey(), service: i.service.id, quantity: String(i.quantity), unitPrice: ownPriceIn(i, ttc) })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const fields = {
      name,
      description: description || null,
      training: training ? Number(training) : null,
      isActive,
      items: items.map((i) => {
        const own = i.unitPrice === '' ? null : Number(i.unitPrice);
        return { service: i.service, quantity: i.quantity === '' ? Number.NaN : Number(i.quantity), unitPrice: ttc ? null : own, unitPriceTtc: ttc ? own : null };
      }),
    };
    const checked = packagePatchSchema.safeParse(fields);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    const result = cloneMode ? await create.run({ agency: pkg.agency.id, ...fields }) : await update.run(pkg.id, fields);
    if (!result.ok) {
      setErrors(Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
      return;
    }
    navigate(cloneMode ? hrefs.packageDetails(result.value.id, { isCreated: true }) : hrefs.packageDetails(pkg.id));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Section title={m.detailsTitle}>
          <FormGrid columns={2}>
            <TextField label={m.fields.name} required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
            <TrainingField value={training} error={errors.training} onChange={setTraining} />
            <FormGridFull>
              <TextArea label={m.fields.description} value={description} error={errors.description} onChange={(e) => setDescription(e.target.value)} />
            </FormGridFull>
            <FormGridFull>
              <Checkbox label={m.fields.isActive} checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
            </FormGridFull>
          </FormGrid>
        </Section>
        <Section title={m.items.title}>
          <PackageItemsEditor
            agencyId={pkg.agency.id}
            items={items}
            onChange={setItems}
            ttc={ttc}
            onTtcChange={(next, converted) => {
              setTtc(next);
              setItems(converted);
            }}
            errors={errors}
          />
        </Section>
        <FormActions>
          <Button tone="secondary" onClick={() => navigate(hrefs.packageDetails(pkg.id))}>
            {common.cancel}
          </Button>
          <Button type="submit" tone="primary" icon="check" loading={create.busy || update.busy}>
            {m.actions.save}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}

/** `configuration/produits-prestations/formule/{id}?cloneMode`: edits a package, or (cloneMode) creates a new one from it. */
export default function PackageEdit() {
  const id = useNumericParam('id');
  const [params] = useSearchParams();
  const cloneMode = params.get('cloneMode') === 'true';
  const { data: pkg, error, isLoading, mutate } = usePackage(id);
  if (id === null || (error && !pkg)) return <ErrorState message={id === null ? m.notFound : errorMessage(error, m.notFound)} onRetry={id === null ? undefined : () => void mutate()} />;
  if (isLoading || !pkg) return <LoadingState />;
  return (
    <Stack gap="md">
      <PageHeader title={cloneMode ? `${m.cloneTitle} « ${pkg.name} »` : m.editTitle} breadcrumb={<Link to={hrefs.packageDetails(pkg.id)}>{pkg.name}</Link>} />
      <PackageForm key={`${pkg.id}:${pkg.updatedAt ?? ''}:${cloneMode}`} pkg={pkg} cloneMode={cloneMode} />
    </Stack>
  );
}
