// QR codes in user and admin scope: lists, form, details, analytics.
// Each screen is exposed on its own; the shell maps its routes to them (shell/src/app/route-table.ts).
const { createRemoteConfig } = require('@qrpanel/web/webpack/create-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-qrcodes',
  exposes: {
    './MyQrCodes': './src/screens/MyQrCodes.tsx',
    './CreateQrCode': './src/screens/CreateQrCode.tsx',
    './EditQrCode': './src/screens/EditQrCode.tsx',
    './ShowQrCode': './src/screens/ShowQrCode.tsx',
    './MyAnalytics': './src/screens/MyAnalytics.tsx',
    './Templates': './src/screens/Templates.tsx',
    './AdminQrCodes': './src/screens/AdminQrCodes.tsx',
    './GlobalAnalytics': './src/screens/GlobalAnalytics.tsx',
    './Developers': './src/screens/Developers.tsx',
    './Domains': './src/screens/Domains.tsx',
    './ImportCodes': './src/screens/ImportCodes.tsx',
  },
});
