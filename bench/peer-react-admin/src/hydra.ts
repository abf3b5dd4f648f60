// A Hydra (JSON-LD) data provider like ra-data-hydra's, for the reads the peer's list needs:
// `page`/`itemsPerPage`, `order[field]`, filters as query parameters; `hydra:member` and
// `hydra:totalItems` from the answer. Writes are not part of the benchmark.
import type { DataProvider } from 'react-admin';

export const TOKEN_KEY = 'peer-token';

interface Collection {
  'hydra:member'?: { id: number }[];
  member?: { id: number }[];
  'hydra:totalItems'?: number;
  totalItems?: number;
}

async function read<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/ld+json', Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` } });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return (await response.json()) as T;
}

const unsupported = () => Promise.reject(new Error('not part of the benchmark'));

export function hydraDataProvider(base: string): DataProvider {
  return {
    async getList(resource, { pagination, sort, filter }) {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(filter ?? {})) query.append(name, String(value));
      if (pagination) {
        query.set('page', String(pagination.page));
        query.set('itemsPerPage', String(pagination.perPage));
      }
      if (sort) query.set(`order[${sort.field}]`, sort.order.toLowerCase());
      const page = await read<Collection>(`${base}/${resource}?${query}`);
      const data = page['hydra:member'] ?? page.member ?? [];
      return { data: data as never[], total: page['hydra:totalItems'] ?? page.totalItems ?? data.length };
    },
    async getOne(resource, { id }) {
      return { data: await read(`${base}/${resource}/${String(id)}`) } as never;
    },
    getMany: unsupported,
    getManyReference: unsupported,
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
  };
}
