// Administration: users, plans, payments, messages and the application settings.
// Each screen is exposed on its own; the shell maps its routes to them (shell/src/app/route-table.ts).
const webpack = require('webpack');
const { createRemoteConfig } = require('@qrpanel/web/webpack/create-config');
const { version } = require('./package.json');

const remote = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-admin',
  exposes: {
    './UserManagement': './src/screens/UserManagement.tsx',
    './PlanManagement': './src/screens/PlanManagement.tsx',
    './Payments': './src/screens/Payments.tsx',
    './Messages': './src/screens/Messages.tsx',
    './Workspaces': './src/screens/Workspaces.tsx',
    './AuditLog': './src/screens/AuditLog.tsx',
    './SsoProviders': './src/screens/SsoProviders.tsx',
    './ApplicationSettings': './src/screens/ApplicationSettings.tsx',
  },
});

// The admin screens carry the build they come from (version and ADMIN_BUILD_LABEL) in data
// attributes, not on screen, so whoever deploys this remote on its own can tell which build
// the shell has loaded.
module.exports = (env, argv) => {
  const config = remote(env, argv);
  config.plugins.push(
    new webpack.DefinePlugin({
      ADMIN_BUILD: JSON.stringify({ version, label: process.env.ADMIN_BUILD_LABEL ?? '' }),
    }),
  );
  return config;
};
