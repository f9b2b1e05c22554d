module.exports = require('@qrpanel/web/testing/jest-preset')(__dirname);
