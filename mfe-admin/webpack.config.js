// Administration: users, plans, payments, messages and the application settings.
// Each screen is exposed on its own; the shell maps its routes to them (shell/src/app/route-table.ts).
const { createRemoteConfig } = require('@qrpanel/web/webpack/create-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-admin',
  exposes: {
    './UserManagement': './src/screens/UserManagement.tsx',
    './PlanManagement': './src/screens/PlanManagement.tsx',
    './Payments': './src/screens/Payments.tsx',
    './Messages': './src/screens/Messages.tsx',
    './ApplicationSettings': './src/screens/ApplicationSettings.tsx',
  },
});
