import { defineConfig } from '@playwright/test';

/**
 * Journeys that change what every visitor sees (settings, plans, the admin remote's build)
 * or count what every user made (the admin's figures) carry this tag: they run one at a
 * time, after the others, so no journey sees another's change half-way. A journey that
 * only reads such things, or works on its own users, runs with the others.
 */
const SITE_WIDE = /@site-wide/;
/**
 * A new build of the admin remote, copied where the suite serves it: every admin screen
 * changes, so it runs last, alone. The build itself changes nothing anyone sees: it is
 * made beside the site-wide journeys (tests/admin-build.setup.ts).
 */
const DEPLOY = /@deploy/;

/**
 * Browser journeys through the built suite, started as `npm start` runs it (node
 * api/dist/main.js) on a temporary SQLite database and a free port (support/global-setup.ts).
 * Chromium is Debian's; CHROMIUM_PATH points elsewhere. Two browsers at a time share the
 * one running suite: each journey works as its own users, and a journey waits on pages
 * about half its time.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    // Each journey works as its own users or on its own codes: any two may run side by side.
    { name: 'journeys', grepInvert: [SITE_WIDE, DEPLOY], fullyParallel: true },
    { name: 'site-wide', grep: SITE_WIDE, workers: 1, dependencies: ['journeys'] },
    { name: 'admin-build', testMatch: 'admin-build.setup.ts', dependencies: ['journeys'] },
    { name: 'deploy', grep: DEPLOY, workers: 1, dependencies: ['site-wide', 'admin-build'] },
  ],
  // One retry on CI: a journey that fails twice fails; one that passes on its retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // Generous: a machine twice as slow, or busy with other work, still passes; a journey
  // that waits on something that never comes fails all the same, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' }],
  ],
  use: {
    headless: true,
    viewport: { width: 1280, height: 800 },
    // A failed journey's trace holds the page as it was at each step (its DOM); a film of
    // screenshots besides cost about a third of the journeys' processor time. On CI a failed
    // journey runs again, traced: the first run of every journey records nothing.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
