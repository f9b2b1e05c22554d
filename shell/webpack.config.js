// The shell: the Module Federation host. Its initial JavaScript must stay within 250 KB gzip.
const { createHostConfig } = require('@qrpanel/web/webpack/create-config');

// The screens the login page does not show load later (src/app/router.tsx).
module.exports = createHostConfig({ dir: __dirname, budgetKb: 250, deferred: [/later-screens/] });
