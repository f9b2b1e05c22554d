import {
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  useActiveWorkspace,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import type { ReactNode } from 'react';

/** A screen of the workspace one works in: its title, and its content once the workspace is read. */
export function ActiveWorkspaceFrame({
  title,
  children,
}: {
  title: string;
  children: (workspace: WorkspaceDto) => ReactNode;
}) {
  const { active, isPending, error } = useActiveWorkspace();
  const { t } = useTranslation('shell');
  if (active) return children(active);
  return (
    <>
      <PageTitle title={title} />
      {isPending ? (
        <LoadingState text={t('workspace.loading')} />
      ) : (
        <ErrorState message={errorMessage(error, t('workspace.none'))} />
      )}
    </>
  );
}
