module.exports = require('./testing/jest-preset')(__dirname);
