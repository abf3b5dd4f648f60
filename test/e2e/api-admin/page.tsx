// A test-only page (never shipped): API Platform Admin's default HydraAdmin on Volant's reference API,
// as its documentation's « Authentication Support » configures it: the entrypoint URL, and a bearer
// token in the headers of its httpClient and its documentation parser. Both come from sessionStorage.
import { createRoot } from 'react-dom/client';
import { fetchHydra, HydraAdmin, hydraDataProvider } from '@api-platform/admin';
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';

const entrypoint = sessionStorage.getItem('volant-admin-entrypoint') ?? `${window.location.origin}/api`;
const token = sessionStorage.getItem('volant-admin-token') ?? '';
const headers = () => ({ Authorization: `Bearer ${token}` });

const dataProvider = hydraDataProvider({
  entrypoint,
  httpClient: (url, options = {}) => fetchHydra(url, { ...options, headers }),
  apiDocumentationParser: (url) => parseHydraDocumentation(url, { headers }),
});

createRoot(document.getElementById('root')!).render(<HydraAdmin entrypoint={entrypoint} dataProvider={dataProvider} />);
