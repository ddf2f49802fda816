const { createWebpackConfig } = require('@parlor/shared/build/create-webpack-config.js');

// Its port, page title and exposes are in the registry of remotes (shared/src/release/remotes.json).
module.exports = createWebpackConfig({ dir: __dirname, remote: 'mf_freespins' });
