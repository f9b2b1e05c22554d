import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '../notifications';
import { WebProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { AppModal } from './AppModal';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorState, LoadingState, PageTitle } from './page-states';
import { StatCard } from './StatCard';
import { statusColor } from './status-color';
import { StatusBadge } from './StatusBadge';

function wrap(children: ReactNode) {
  return render(
    <WebProviders queryClient={createQueryClient()} env="test">
      {children}
    </WebProviders>,
  );
}

describe('shared pieces', () => {
  it('shows a stat card with its title, value and theme', () => {
    wrap(<StatCard title="Total Scans" value="1,204" icon={<span />} theme="purple" />);
    const card = screen.getByTestId('stat-card');
    expect(card).toHaveTextContent('Total Scans');
    expect(card).toHaveTextContent('1,204');
    expect(card).toHaveAttribute('data-theme', 'purple');
  });

  it('labels and colours each status as docs/product.md, Statuses says', () => {
    wrap(
      <>
        <StatusBadge status="active" />
        <StatusBadge status="suspended" />
      </>,
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(['active', 'paused', 'expired', 'suspended'].map(statusColor)).toEqual([
      'green',
      'yellow',
      'red',
      'gray',
    ]);
  });

  it("names a modal's close button, which closes it", async () => {
    const onClose = jest.fn();
    wrap(
      <AppModal opened onClose={onClose} title="Confirm Your Plan">
        body
      </AppModal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('runs the confirmed action only on Confirm', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    wrap(
      <ConfirmDialog
        opened
        title="Delete QR Code"
        message="This action cannot be undone."
        confirmLabel="Delete"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByText('This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows page title, loading and error states', async () => {
    const onRetry = jest.fn();
    wrap(
      <>
        <PageTitle title="My QR Codes" subtitle="All of them" />
        <LoadingState text="Loading QR Codes..." />
        <ErrorState message="Error: boom" onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My QR Codes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading QR Codes...');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: boom');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows toasts, green for success and red for errors', async () => {
    wrap(<div />);
    act(() => {
      notifySuccess('Profile updated successfully!');
      notifyError('Failed to update profile.');
    });
    // Read out politely when it went well, at once when it failed.
    const success = await screen.findByText('Profile updated successfully!');
    expect(success.closest('[role]')).toHaveAttribute('role', 'status');
    const error = await screen.findByText('Failed to update profile.');
    expect(error.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
    expect(error.closest('[role]')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(2);
  });
});
