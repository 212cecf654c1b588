// CSS modules in tests: every class name reads as itself (styles.card === 'card').
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? false : key === 'default' ? module.exports : key),
  },
);
