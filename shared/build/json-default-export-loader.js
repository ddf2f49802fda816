// Locale files become ES modules with one default export (the parsed JSON, kept as a string that
// V8 parses fast). webpack imports plain JSON modules through a namespace shim
// (`__webpack_require__.t`) that every entry which loads one on demand has to carry.
module.exports = function jsonDefaultExport(source) {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(source)))});`;
};
