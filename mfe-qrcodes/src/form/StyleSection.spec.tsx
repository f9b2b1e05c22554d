import { DESIGN_MESSAGES } from '@qrpanel/contracts';
import { createQueryClient, WebProviders } from '@qrpanel/web';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeApi, sentBody } from '../testing/screens';
import { QrFormScreen } from './QrFormScreen';

function renderForm() {
  return render(
    <WebProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={['/create-qrcode']}>
        <Routes>
          <Route path="/create-qrcode" element={<QrFormScreen />} />
          <Route path="/my-qrcodes" element={<p>The list</p>} />
        </Routes>
      </MemoryRouter>
    </WebProviders>,
  );
}

const preview = () => screen.getByTestId('qr-preview');
const indicator = () => screen.getByTestId('scan-indicator');
const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

describe('Style and Design', () => {
  it('draws the chosen shapes, gradient and call to action in the preview and sends them as the design', async () => {
    const calls = fakeApi({ 'POST /api/qrcodes': { status: 201, body: {} } });
    renderForm();
    await screen.findByRole('textbox', { name: 'Foreground Color' }, { timeout: 10_000 });
    await userEvent.click(radio('Dot Shape', 'Rounded'));
    expect(radio('Dot Shape', 'Rounded')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(radio('Eye Frame Shape', 'Circle'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gradient' }), 'linear');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frame' }), 'banner');
    await userEvent.type(screen.getByRole('textbox', { name: /Call to Action/ }), 'Scan for the menu');
    await waitFor(() => expect(preview().querySelector('linearGradient')).not.toBeNull());
    expect(indicator()).toHaveTextContent('Scannable');

    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await screen.findByText('The list');
    const post = calls.mock.calls.findIndex(([u, init]) => u === '/api/qrcodes' && init?.method === 'POST');
    expect(sentBody(calls, post)).toMatchObject({
      design: {
        dots: {
          shape: 'rounded',
          gradient: {
            type: 'linear',
            rotation: 45,
            stops: [
              { offset: 0, color: '#000000' },
              { offset: 1, color: '#880E4F' },
            ],
          },
        },
        eyes: { outer: { shape: 'circle' }, inner: { shape: 'square' } },
        background: { color: '#FFFFFF' },
        errorCorrection: 'H',
        quietZone: 4,
        frame: { id: 'banner', text: 'Scan for the menu' },
      },
    });
  });

  it('turns the verdict red on low contrast, and Reset to default makes it scannable again', async () => {
    fakeApi({});
    renderForm();
    const background = await screen.findByRole('textbox', { name: 'Background Color' }, { timeout: 10_000 });
    await userEvent.clear(background);
    await userEvent.type(background, '#333333');
    await waitFor(() => expect(indicator()).toHaveTextContent(DESIGN_MESSAGES.lowContrast));
    expect(indicator()).toHaveAttribute('data-state', 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(indicator()).toHaveTextContent('Scannable'));
    expect(screen.getByRole('textbox', { name: 'Background Color' })).toHaveValue('#FFFFFF');
  });

  it('undoes the last change', async () => {
    fakeApi({});
    renderForm();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await userEvent.click(radio('Dot Shape', 'Dots'));
    await userEvent.click(radio('Dot Shape', 'Classy'));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(radio('Dot Shape', 'Dots')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(radio('Dot Shape', 'Square')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('moves between shapes with the arrow keys', async () => {
    fakeApi({});
    renderForm();
    radio('Dot Shape', 'Square').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(radio('Dot Shape', 'Rounded')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(radio('Dot Shape', 'Extra rounded')).toHaveAttribute('aria-checked', 'true');
  });

  it("shows the api's verdict when a design would not scan", async () => {
    const message = 'The logo is too large for error correction M; choose H or a smaller logo';
    fakeApi({
      'POST /api/qrcodes': {
        status: 422,
        body: { statusCode: 422, message, error: 'Unprocessable Entity', fields: { design: [message] } },
      },
    });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent?.includes('This design would not scan'))).toBe(true);
    expect(alerts.some((a) => a.textContent?.includes(message))).toBe(true);
  });
});
