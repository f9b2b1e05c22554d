// ECharts (the dashboard's chart) ships ES modules only: compiled like the sources.
const config = require('@qrpanel/web/testing/jest-preset')(__dirname, {
  esm: ['echarts', 'zrender', 'tslib'],
});

// The shell's catalogs are registered before any screen renders, as src/bootstrap.tsx does.
module.exports = { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/i18n.ts'] };
