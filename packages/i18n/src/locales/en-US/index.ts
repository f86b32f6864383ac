import { common } from './common.js';
import { server } from './server.js';
import { web } from './web.js';

export const catalog = { ...common, server, web };
