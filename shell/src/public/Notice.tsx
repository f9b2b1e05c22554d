import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

/** The page's one card: a phone's width first, the content's room before its padding. */
export function Frame({
  children,
  notice = false,
  testId,
}: {
  children: ReactNode;
  notice?: boolean;
  testId?: string;
}) {
  return (
    <main className="page">
      <div className={notice ? 'card notice' : 'card'} data-testid={testId}>
        {children}
      </div>
    </main>
  );
}

/** A round badge holding a page's icon (decorative: the heading says it in words). */
export function Badge({ icon }: { icon: ReactNode }) {
  return (
    <div className="badge" aria-hidden>
      {icon}
    </div>
  );
}

/**
 * A short message in place of a code's content (loading, inactive, unknown, an error): a
 * centred card with an icon, its heading, which also names the tab, and the message.
 */
export function Notice({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Frame notice>
      {icon ? <Badge icon={icon} /> : null}
      <h1>{title}</h1>
      {children}
    </Frame>
  );
}

export function Spinner() {
  return <div className="spinner" aria-hidden />;
}
