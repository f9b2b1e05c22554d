import '../i18n';
import { QR_MESSAGES, type QrCodeDto } from '@qrpanel/contracts';
import { createQueryClient, WebProviders } from '@qrpanel/web';
import { fakeApi } from '@qrpanel/web/testing/fake-fetch';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ContentData } from '../details/ContentData';
import { QrFormScreen } from '../form/QrFormScreen';

function renderIn(element: React.ReactElement) {
  return render(
    <WebProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={['/create-qrcode']}>{element}</MemoryRouter>
    </WebProviders>,
  );
}

const urlCode = (url: string) =>
  ({ id: 7, type: 'url', generation_type: 'dynamic', data: { url }, current_destination: url }) as QrCodeDto;

describe('a destination’s two forms', () => {
  beforeEach(() => fakeApi({}));

  describe('in the form’s url field', () => {
    const typeUrl = async (url: string) => {
      const field = screen.getByRole('textbox', { name: 'Destination URL' });
      await userEvent.clear(field);
      await userEvent.type(field, url);
    };

    it('shows where scanners are sent, and warns of a host mixing alphabets', async () => {
      renderIn(<QrFormScreen />);
      await typeUrl('https://аpple.com');
      const forms = screen.getByTestId('destination-forms');
      expect(forms).toHaveTextContent(`${QR_MESSAGES.urlSentAs} https://xn--pple-43d.com/`);
      expect(within(forms).getByRole('alert')).toHaveTextContent(QR_MESSAGES.urlMixedScripts);
    });

    it('shows the encoded form of a non-ASCII path without a warning', async () => {
      renderIn(<QrFormScreen />);
      await typeUrl('https://example.com/café');
      const forms = screen.getByTestId('destination-forms');
      expect(forms).toHaveTextContent(`${QR_MESSAGES.urlSentAs} https://example.com/caf%C3%A9`);
      expect(within(forms).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows nothing more for an address read and sent alike', async () => {
      renderIn(<QrFormScreen />);
      await typeUrl('https://example.com/menu');
      expect(screen.queryByTestId('destination-forms')).not.toBeInTheDocument();
    });
  });

  describe('in the details’ content data', () => {
    it('shows how the stored address reads, with the look-alike warning', () => {
      renderIn(<ContentData code={urlCode('https://xn--pple-43d.com/')} />);
      const content = screen.getByTestId('content-data');
      expect(content).toHaveTextContent('https://xn--pple-43d.com/');
      expect(within(content).getByTestId('destination-forms')).toHaveTextContent(
        `${QR_MESSAGES.urlReadsAs} https://аpple.com/`,
      );
      expect(within(content).getByRole('alert')).toHaveTextContent(QR_MESSAGES.urlMixedScripts);
    });

    it('shows a decoded path without a warning', () => {
      renderIn(<ContentData code={urlCode('https://xn--mnchen-3ya.de/stra%C3%9Fe')} />);
      expect(screen.getByTestId('destination-forms')).toHaveTextContent(
        `${QR_MESSAGES.urlReadsAs} https://münchen.de/straße`,
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows nothing more for a plain address', () => {
      renderIn(<ContentData code={urlCode('https://example.com/menu')} />);
      expect(screen.getByTestId('content-data')).toHaveTextContent('https://example.com/menu');
      expect(screen.queryByTestId('destination-forms')).not.toBeInTheDocument();
    });
  });
});
