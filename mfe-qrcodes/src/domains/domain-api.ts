import type { CreateDomainInput, UpdateDomainInput } from '@qrpanel/contracts';
import { api, dataOf } from '@qrpanel/web';

const byId = (id: number) => ({ params: { path: { id } } });

/** The active workspace's custom domains (docs/product.md, Custom domains). */
export const domainApi = {
  list: () => dataOf(api.GET('/api/domains')),
  create: (body: CreateDomainInput) => dataOf(api.POST('/api/domains', { body })),
  update: (id: number, body: UpdateDomainInput) =>
    dataOf(api.PATCH('/api/domains/{id}', { ...byId(id), body })),
  verify: (id: number) => dataOf(api.POST('/api/domains/{id}/verify', byId(id))),
  remove: (id: number) => dataOf(api.DELETE('/api/domains/{id}', byId(id))),
};

/** The query cache's key of the list: the Domains screen and the QR form share it. */
export const DOMAINS_KEY = ['domains'];
