import module from 'node:module';

// V8 keeps the compiled code of the server's modules (ours and node_modules) in a cache directory
// (NODE_COMPILE_CACHE, or one under the system's temp directory): a restart skips compiling them
// again. Enabled before the server's modules load, so they are all covered.
module.enableCompileCache?.();
await import('./server');
