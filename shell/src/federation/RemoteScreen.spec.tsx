import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../testing/render';
import { RemoteScreen } from './RemoteScreen';
import { loadRemoteComponent, RemoteUnavailableError } from './remotes';

jest.mock('./remotes', () => ({
  ...jest.requireActual<object>('./remotes'),
  loadRemoteComponent: jest.fn(),
}));

const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

function Pricing() {
  return <h1>Choose Your Plan</h1>;
}

function Broken(): never {
  throw new Error('render failure');
}

describe('remote screens', () => {
  beforeEach(() => load.mockReset());

  it('shows the fallback when the remote cannot be loaded, and loads it again on Retry', async () => {
    load
      .mockRejectedValueOnce(new RemoteUnavailableError('mfe-billing', './Pricing'))
      .mockResolvedValueOnce(Pricing);
    renderAt('/pricing', { '/pricing': <RemoteScreen remote="mfe-billing" expose="./Pricing" /> });
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe-billing', './Pricing', true);
  });

  it('shows the fallback when the remote screen throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue(Broken);
    renderAt('/pricing', { '/pricing': <RemoteScreen remote="mfe-billing" expose="./Pricing" /> });
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
