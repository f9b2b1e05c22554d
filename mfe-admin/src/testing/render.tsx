// The admin texts, registered as the exposed screens do, for tests that render a part alone.
import '../i18n';

export { renderAt, renderWithProviders, screensOf } from '@qrpanel/web/testing/render';
export { fakeApi, sentBody, type FakeReply } from '@qrpanel/web/testing/fake-fetch';
