// Loaded with `node --import`: the launcher from its sources, but the public
// site's server as built (its sources import CSS, which only Vite can load).
import { register } from 'node:module';

register('./built-public-site-hooks.mjs', import.meta.url);
