// Locale files as ES modules: the same object as the JSON, as their default export.
/* global test, expect */
const jsonDefaultExport = require('./json-default-export-loader');

test('a locale file becomes a module whose default export is its parsed JSON', () => {
  const source = '{\n  "title": "Free Spins </script>",\n  "nested": { "count": 3 }\n}\n';
  const code = jsonDefaultExport(source);
  expect(code.startsWith('export default ')).toBe(true);
  const value = new Function(`return ${code.slice('export default '.length)}`)();
  expect(value).toEqual({ title: 'Free Spins </script>', nested: { count: 3 } });
});

test('a locale file that is not JSON fails the build', () => {
  expect(() => jsonDefaultExport('{ "title": ')).toThrow(SyntaxError);
});
