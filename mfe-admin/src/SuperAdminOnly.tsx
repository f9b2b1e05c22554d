import { ErrorState, useCurrentUser } from '@qrpanel/web';
import type { ReactNode } from 'react';

export interface SuperAdminOnlyProps {
  title: ReactNode;
  /** What anyone else reads in place of the screen (docs/product.md, Roles). */
  message: string;
  children: ReactNode;
}

/**
 * The shell lets both admin roles into /admin/*; users and plans are the super_admin's
 * (docs/product.md, Roles). The api refuses the others whatever they open; this says so up front.
 */
export function SuperAdminOnly({ title, message, children }: SuperAdminOnlyProps) {
  const user = useCurrentUser();
  if (user?.role === 'super_admin') return <>{children}</>;
  return (
    <>
      {title}
      <ErrorState message={message} />
    </>
  );
}
