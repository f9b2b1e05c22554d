import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebProviders } from './providers';
import { createQueryClient } from './query-client';
import { Button, loadSignedInKit, Menu, Select, Table } from './ui-kit';

describe('UI kit', () => {
  it('renders the lazily loaded Select once its code has arrived', async () => {
    render(
      <WebProviders queryClient={createQueryClient()} env="test">
        <Select label="Role" data={['user', 'admin']} defaultValue="admin" />
      </WebProviders>,
    );
    expect(await screen.findByRole('combobox', { name: 'Role' })).toHaveValue('admin');
  });

  it('renders a lazily loaded compound component (Menu with its parts)', async () => {
    const onClick = jest.fn();
    render(
      <WebProviders queryClient={createQueryClient()} env="test">
        <Menu>
          <Menu.Target>
            <Button>Actions</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onClick}>Delete</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </WebProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('renders the parts only signed-in screens use at once, once they have been loaded', async () => {
    await loadSignedInKit();
    render(
      <WebProviders queryClient={createQueryClient()} env="test">
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Spring menu</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </WebProviders>,
    );
    // No waiting: the screens the shell shows after loading them never flash empty.
    expect(screen.getByRole('cell', { name: 'Spring menu' })).toBeInTheDocument();
  });
});
