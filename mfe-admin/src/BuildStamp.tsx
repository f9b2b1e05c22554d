/** Set by webpack (webpack.config.js); absent when the screens run under jest. */
declare const ADMIN_BUILD: { version: string; label: string } | undefined;

const build = typeof ADMIN_BUILD === 'object' ? ADMIN_BUILD : { version: 'dev', label: '' };

/**
 * Which build of the administration module is loaded (it is deployed on its own), kept in
 * the page for whoever deploys it and not printed on the screen.
 */
export function BuildStamp() {
  return <span hidden data-testid="admin-build" data-version={build.version} data-label={build.label} />;
}
