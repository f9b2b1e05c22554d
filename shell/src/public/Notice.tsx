import type { ReactNode } from 'react';

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

/** A short message in place of a code's content (loading, inactive, an error). */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Frame notice>
      <h1>{title}</h1>
      {children}
    </Frame>
  );
}

export function Spinner() {
  return <div className="spinner" aria-hidden />;
}
