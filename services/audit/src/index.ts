export { auditService } from './app.js';
export { optionsFromEnv as auditOptionsFromEnv, type AuditOptions } from './config.js';
