// Defaults, except: top-level await in the app needs an ES2022 target, and the build
// stays quiet about chunk sizes.
export default { build: { target: 'es2022', chunkSizeWarningLimit: 2000 }, logLevel: 'warn' };
