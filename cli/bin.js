#!/usr/bin/env node
// title-cli is written in TypeScript; tsx compiles it on the fly so no build step is needed.
import { register } from 'tsx/esm/api';

register();
await import('./index.ts');
