export * from './accounts.js';
export * from './sessions.js';
export * from './records.js';
export * from './catalogue.js';
export * from './commerce.js';
export * from './certificates.js';
export * from './audit.js';
export * from './refunds.js';
