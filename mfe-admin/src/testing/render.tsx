export { renderAt, renderWithProviders, screensOf } from '@qrpanel/web/testing/render';
export { fakeApi, sentBody, type FakeReply } from '@qrpanel/web/testing/fake-fetch';
