#!/usr/bin/env node
// title-cli is TypeScript that Node runs as it is (type stripping, Node 22.18 and later): no build
// step. The compile cache keeps what Node made of each file, so later starts skip that work.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./index.ts');
