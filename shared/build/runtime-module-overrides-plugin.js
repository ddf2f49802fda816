// webpack writes runtime modules (the `__webpack_require__.*` helpers) into every entry. A few of
// them cover cases a Parlor build never meets; this plugin gives those another body. An override
// is [webpack's RuntimeModule class, generate(module, RuntimeGlobals, webpacksGenerate)], and its
// generate returns the module's code, or null for none.
const NAME = 'RuntimeModuleOverridesPlugin';

class RuntimeModuleOverridesPlugin {
  constructor(overrides) {
    this.overrides = overrides;
  }

  apply(compiler) {
    const globals = compiler.webpack.RuntimeGlobals;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        const override = this.overrides.find(([Type]) => module instanceof Type);
        if (!override) return;
        const webpacksGenerate = module.generate.bind(module);
        module.generate = () => override[1](module, globals, webpacksGenerate);
      });
    });
  }
}

module.exports = { RuntimeModuleOverridesPlugin };
