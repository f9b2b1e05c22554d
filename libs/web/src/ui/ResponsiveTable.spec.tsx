import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Table } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { WebProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { ResponsiveTable } from './ResponsiveTable';

function Codes() {
  const [rows, setRows] = useState(['Menu']);
  return (
    <>
      <button type="button" onClick={() => setRows((r) => [...r, 'Poster'])}>
        Add
      </button>
      <ResponsiveTable minWidth={600}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>Label</Table.Th>
            <Table.Th>Scans</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((label) => (
            <Table.Tr key={label}>
              <Table.Td>
                <input type="checkbox" aria-label={`Select ${label}`} />
              </Table.Td>
              <Table.Td>{label}</Table.Td>
              <Table.Td>3</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td colSpan={3}>End of the list</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </ResponsiveTable>
    </>
  );
}

describe('responsive table', () => {
  it('names each cell after its column, for rows added later too, and leaves unnamed columns and full-width cells be', async () => {
    render(
      <WebProviders queryClient={createQueryClient()} env="test">
        <Codes />
      </WebProviders>,
    );
    expect(screen.getByText('Menu')).toHaveAttribute('data-label', 'Label');
    expect(screen.getAllByText('3')[0]).toHaveAttribute('data-label', 'Scans');
    expect(screen.getByLabelText('Select Menu').closest('td')).not.toHaveAttribute('data-label');
    expect(screen.getByText('End of the list')).not.toHaveAttribute('data-label');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByText('Poster')).toHaveAttribute('data-label', 'Label'));
    expect(screen.getByRole('table')).toHaveClass('qrp-responsive-table');
  });
});
