// The shell: the Module Federation host. Its initial JavaScript must stay within 250 KB gzip.
const { createHostConfig } = require('@qrpanel/web/webpack/create-config');

module.exports = createHostConfig({ dir: __dirname, budgetKb: 250 });
