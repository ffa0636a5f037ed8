// Cucumber's parallel workers are threads, which NODE_OPTIONS=--import tsx does not reach: this
// file is imported first in each of them (cucumber.js), so the TypeScript steps load there too.
import { register } from 'tsx/esm/api';

register();
