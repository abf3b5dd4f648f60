import { useState } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { saveFile } from '../../../shared/files/save';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { Button, FormActions, FormGrid, InlineAlert, Section, SelectField, Stack } from '../../../shared/ui';
import { downloadFec } from '../api';
import { ledgerMessages } from '../messages';

const m = ledgerMessages.fec;

/** How many fiscal years back the picker offers (the books are kept six years: art. L102 B LPF). */
const YEARS_BACK = 6;

/** « Télécharger le FEC »: the « Fichier des écritures comptables » of a chosen year (`GET /accounting/ledger/fec`). */
export function FecDownload() {
  const client = useApiClient();
  const current = new Date().getFullYear();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(current - i));
  const [year, setYear] = useState(years[0]!);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setLoading(true);
    setError(null);
    try {
      saveFile(await downloadFec(client, Number(year)), `FEC-${year}.txt`);
    } catch (caught) {
      setError(errorMessage(caught, m.error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Section title={m.title} description={m.help}>
      <Stack gap="sm">
        {error && (
          <InlineAlert tone="danger" onDismiss={() => setError(null)}>
            {error}
          </InlineAlert>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          <FormGrid columns={3}>
            <SelectField label={m.year} value={year} options={years.map((y) => ({ value: y, label: y }))} onChange={(e) => setYear(e.target.value)} />
            <FormActions>
              <Button type="submit" tone="primary" icon="download" loading={loading}>
                {m.download}
              </Button>
            </FormActions>
          </FormGrid>
        </form>
      </Stack>
    </Section>
  );
}
