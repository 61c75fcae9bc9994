// Stylesheets imported by components are nothing to a component test.
module.exports = {};
