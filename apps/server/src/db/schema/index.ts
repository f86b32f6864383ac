export * from './accounts.js';
export * from './sessions.js';
export * from './records.js';
