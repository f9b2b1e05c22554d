import {
  Menu,
  NavLink,
  Skeleton,
  Text,
  useActiveWorkspace,
  useTranslation,
  type ActiveWorkspace,
} from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { IconCheck, IconPlus, IconSelector, IconSettings, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SHELL_ROUTES } from '../app/route-table';
import { CreateWorkspaceModal } from './CreateWorkspaceModal';

export interface WorkspaceSwitcherProps {
  /** Called after a link is followed (closes the sidebar on small screens). */
  onNavigate: () => void;
}

/** Alone in one workspace, a person sees its name only: their role there goes without saying. */
const alone = ({ workspaces, active }: ActiveWorkspace) => workspaces.length === 1 && active?.members === 1;

/**
 * The top of the sidebar: the workspace one works in and one's role there; its menu switches
 * to another of one's workspaces, opens its settings and members, and creates one.
 */
export function WorkspaceSwitcher({ onNavigate }: WorkspaceSwitcherProps) {
  const workspaces = useActiveWorkspace();
  const { t } = useTranslation('shell');
  const [creating, setCreating] = useState(false);
  const { active } = workspaces;
  if (workspaces.isPending) return <Skeleton h={48} radius="sm" />;
  return (
    <>
      <Menu position="bottom-start" width="target" withinPortal>
        <Menu.Target>
          <NavLink
            component="button"
            data-testid="workspace-switcher"
            label={active?.name ?? t('workspace.switcher.none')}
            description={active && !alone(workspaces) ? t(`workspace.roles.${active.role}`) : undefined}
            rightSection={<IconSelector size={16} aria-hidden />}
            styles={{ root: { border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 } }}
          />
        </Menu.Target>
        <Menu.Dropdown>
          {workspaces.workspaces.length > 1 ? (
            <WorkspaceItems {...workspaces} onNavigate={onNavigate} />
          ) : null}
          {active ? (
            <>
              <Menu.Item
                component={Link}
                to={SHELL_ROUTES.workspace}
                leftSection={<IconSettings size={16} aria-hidden />}
                onClick={onNavigate}
              >
                {t('workspace.switcher.settings')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={SHELL_ROUTES.workspaceMembers}
                leftSection={<IconUsers size={16} aria-hidden />}
                onClick={onNavigate}
              >
                {t('workspace.switcher.members')}
              </Menu.Item>
              <Menu.Divider />
            </>
          ) : null}
          <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('workspace.switcher.create')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CreateWorkspaceModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => workspaces.choose(created.id)}
      />
    </>
  );
}

/** One's workspaces, the one worked in ticked, each with one's role there. */
function WorkspaceItems({
  workspaces,
  active,
  choose,
  onNavigate,
}: ActiveWorkspace & { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const pick = (workspace: WorkspaceDto) => {
    choose(workspace.id);
    onNavigate();
  };
  return (
    <>
      <Menu.Label>{t('workspace.switcher.heading')}</Menu.Label>
      {workspaces.map((workspace) => (
        <Menu.Item
          key={workspace.id}
          aria-current={workspace.id === active?.id ? 'true' : undefined}
          leftSection={
            <IconCheck size={16} aria-hidden style={{ opacity: workspace.id === active?.id ? 1 : 0 }} />
          }
          rightSection={
            <Text size="xs" c="dimmed">
              {t(`workspace.roles.${workspace.role}`)}
            </Text>
          }
          onClick={() => pick(workspace)}
        >
          {workspace.name}
        </Menu.Item>
      ))}
      <Menu.Divider />
    </>
  );
}
