// The shell: the Module Federation host, and apart from it the public page of a code (what
// scanners load: none of the panel's runtime).
const {
  createHostConfig,
  createPageConfig,
  createPrerenderConfig,
  isProduction,
} = require('@qrpanel/web/webpack/create-config');

// The screens the login page does not show load later (src/app/router.tsx), with the parts
// of the kit only they use: 222 KB gzip of first load (286 KB while those parts came with it).
const host = createHostConfig({
  dir: __dirname,
  budgetKb: 230,
  deferred: [/later-screens/],
  pages: ['public'],
  prerendered: ['login'],
});

// The login page's markup, painted before its scripts run (src/prerender/login.tsx).
const loginMarkup = createPrerenderConfig({ dir: __dirname, page: 'login' });

// Everything a scanner's phone loads to see a code's content, the Wi-Fi join code included.
// It runs on Preact's React compatibility layer: the same components for a tenth of
// react-dom's JavaScript, which a mid-range phone would otherwise spend a second parsing.
const publicPage = createPageConfig({
  dir: __dirname,
  name: 'public',
  entry: './src/public/index.tsx',
  template: 'src/public/index.html',
  budgetKb: 120,
  alias: {
    react$: 'preact/compat',
    'react-dom$': 'preact/compat',
    'react-dom/client$': 'preact/compat/client',
    'react/jsx-runtime$': 'preact/jsx-runtime',
    'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
  },
});

module.exports = (env, argv = {}) => [
  ...(isProduction(argv) ? [loginMarkup(env, argv)] : []),
  host(env, argv),
  publicPage(env, argv),
];
