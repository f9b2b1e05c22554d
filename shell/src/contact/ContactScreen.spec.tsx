import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../testing/render';
import { ContactScreen } from './ContactScreen';

describe('contact screen', () => {
  it('requires a subject and a message, trimmed', async () => {
    const calls = fakeApi({});
    renderAt('/contact', { '/contact': <ContactScreen /> });
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.mock.calls.filter(([url]) => String(url).includes('/contact'))).toHaveLength(0);
  });

  it('sends subject and message', async () => {
    const calls = fakeApi({ 'POST /api/contact': { status: 201, body: { id: 1 } } });
    renderAt('/contact', { '/contact': <ContactScreen /> });
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), ' Hi ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('');
    const sent = calls.mock.calls.find(([url]) => url === '/api/contact');
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({
      subject: 'Hi',
      message: 'Hello there',
    });
  });
});
