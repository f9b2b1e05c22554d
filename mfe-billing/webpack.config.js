// Plans and payment: pricing, checkout and the payment result.
// Each screen is exposed on its own; the shell maps its routes to them (shell/src/app/route-table.ts).
const { createRemoteConfig } = require('@qrpanel/web/webpack/create-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-billing',
  exposes: {
    './Pricing': './src/screens/Pricing.tsx',
    './PaymentSuccess': './src/screens/PaymentSuccess.tsx',
  },
});
