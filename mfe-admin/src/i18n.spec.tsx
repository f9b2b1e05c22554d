import { MESSAGES, type UserDto } from '@qrpanel/contracts';
import { clearSession, setLanguage, setSession } from '@qrpanel/web';
import { cleanup, screen } from '@testing-library/react';
import { ROUTES } from './routes';
import en from './locales/en.json';
import { fakeApi, renderAt, screensOf } from './testing/render';

describe('the admin catalog', () => {
  it('says what the api would say where the screen refuses up front', () => {
    expect(en.users.onlySuperAdmins).toBe(MESSAGES.onlySuperAdmins);
    expect(en.plans.forbidden).toBe(MESSAGES.forbidden);
  });
});

describe('the admin screens in Spanish', () => {
  const ada: UserDto = {
    id: 2,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    plan_name: 'Free Trial',
    subscription_plan_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    time_zone: 'UTC',
    color_scheme: 'auto',
    language: null,
  };

  beforeEach(async () => {
    setSession({ token: 'token', user: { ...ada, id: 1, role: 'super_admin' } });
    await setLanguage('es');
  });
  afterEach(async () => {
    cleanup();
    clearSession();
    await setLanguage('en');
  });

  it('shows User Management with its title, table, role, plan, date and pager in Spanish', async () => {
    fakeApi({
      'GET /api/auth/users?page=1&limit=10&sort=created_at%3Adesc': {
        body: { items: [ada], total: 23, page: 1, limit: 10 },
      },
    });
    renderAt('/admin/users', screensOf(ROUTES));
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de usuarios' })).toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Plan de suscripción' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fecha de alta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar usuarios' })).toHaveAttribute(
      'placeholder',
      'Busca por nombre o correo electrónico...',
    );
    expect(screen.getByText('Usuario estándar')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Prueba gratuita' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '20 nov 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar usuario' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Página 3' }, { timeout: 4000 })).toBeInTheDocument();
  });
});
