// Replaced by server-container-loader.js in a remote's server build: its container module.
