#!/usr/bin/env node
// title-cli is TypeScript that Node runs as it is (type stripping, on the Node the project needs:
// package.json engines): no build step. The compile cache keeps what Node made of each file, so
// later starts skip that work. Run from a checkout, as `npx title-cli`: npm then runs it on the
// project's own Node, and Node strips types only outside node_modules.
import module from 'node:module';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(`title-cli needs Node 22.19 or later; this is Node ${process.versions.node}. Run it as \`npx title-cli\` in the repository, which uses the project's Node.`);
  process.exit(1);
}
module.enableCompileCache();
await import('./index.ts');
