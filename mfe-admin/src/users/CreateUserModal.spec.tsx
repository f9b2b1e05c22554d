import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, sentBody } from '../testing/render';
import { CreateUserModal } from './CreateUserModal';

function open() {
  const onCreated = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(<CreateUserModal opened onClose={onClose} onCreated={onCreated} />);
  return { onCreated, onClose };
}

describe('Create New User', () => {
  it('asks for every field before sending anything', async () => {
    const fetchMock = fakeApi({});
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays open with what was typed when the api refuses', async () => {
    const fetchMock = fakeApi({
      'POST /api/auth/users': {
        status: 409,
        body: { statusCode: 409, message: 'An account with this email already exists.', error: 'Conflict' },
      },
    });
    const { onCreated, onClose } = open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email Address' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'long-password' });
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('ada@example.com');
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
