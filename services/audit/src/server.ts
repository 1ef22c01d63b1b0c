import { runStandalone } from '@local-seo/service-kit';
import { auditService } from './app.js';

/** The only file that listens: the audit service on its own (compose, Kubernetes). */
await runStandalone(auditService);
