import { createQueryClient, WebProviders } from '@qrpanel/web';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a part of a screen inside the providers the shell mounts (component tests). */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <WebProviders queryClient={createQueryClient()} env="test">
      {ui}
    </WebProviders>,
  );
}

export { fakeApi, sentBody, type FakeReply } from '@qrpanel/web/testing/fake-fetch';
