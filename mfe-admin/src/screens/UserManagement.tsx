import { PageTitle } from '@qrpanel/web';

/** /admin/users: the screen is being built; the route and title are in place. */
export default function UserManagement() {
  return <PageTitle title="User Management" />;
}
