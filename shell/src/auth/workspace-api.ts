import { api, dataOf } from '@qrpanel/web';

/** The invitation calls the invitation page makes, typed by the api's document. */
export const invitationApi = {
  preview: (token: string) => dataOf(api.GET('/api/invitations/{token}', { params: { path: { token } } })),
  accept: (token: string) =>
    dataOf(api.POST('/api/invitations/{token}/accept', { params: { path: { token } } })),
};
