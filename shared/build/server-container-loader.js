// The module of a remote's server container (server-build.js): its exposes, loaded on demand
// inside the one file, and the shared modules' versions it was built against.
// the same as SERVER_CONTAINER_FORMAT of @parlor/shared/release, which the shell's renderer reads
const FORMAT = 'parlor-server-container@1';

module.exports = function serverContainer() {
  const { exposes, requires } = this.getOptions();
  const modules = Object.entries(exposes)
    .map(
      ([name, file]) =>
        `  ${JSON.stringify(name)}: () => import(/* webpackMode: "eager" */ ${JSON.stringify(file)}),`,
    )
    .join('\n');
  return `const modules = {\n${modules}\n};
export const format = ${JSON.stringify(FORMAT)};
export const requires = ${JSON.stringify(requires)};
export const exposes = Object.keys(modules);
export function get(expose) {
  const load = Object.prototype.hasOwnProperty.call(modules, expose) ? modules[expose] : null;
  return load ? load() : Promise.reject(new Error('no module ' + expose + ' in this container'));
}
`;
};
module.exports.FORMAT = FORMAT;
