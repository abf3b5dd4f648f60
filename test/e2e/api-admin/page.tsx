// A test-only page (never shipped): API Platform Admin on Volant's reference API, as a Hydra client
// knows it, from the entrypoint and /api/docs.jsonld alone. The bearer token comes from sessionStorage.
import { createRoot } from 'react-dom/client';
import { fetchHydra, HydraAdmin, hydraDataProvider, ListGuesser, ResourceGuesser } from '@api-platform/admin';
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';

const entrypoint = `${window.location.origin}/api`;
const token = sessionStorage.getItem('volant-admin-token') ?? '';
const headers = () => ({ Authorization: `Bearer ${token}` });

const dataProvider = hydraDataProvider({
  entrypoint,
  mercure: false,
  httpClient: (url, options = {}) => fetchHydra(url, { ...options, headers }),
  apiDocumentationParser: (url) => parseHydraDocumentation(url, { headers }),
});

/** The learners' list sorts by a property the API orders by (react-admin's default, `id`, is not one). */
const LearnerList = () => <ListGuesser sort={{ field: 'lastName', order: 'ASC' }} />;

createRoot(document.getElementById('root')!).render(
  <HydraAdmin entrypoint={entrypoint} dataProvider={dataProvider}>
    <ResourceGuesser name="learners" list={LearnerList} />
    <ResourceGuesser name="billing/tvas" />
  </HydraAdmin>,
);
