import { runStandalone } from '@local-seo/service-kit';
import { gatewayService } from './app.js';

/** The only file that listens: the gateway on its own (compose, Kubernetes). */
await runStandalone(gatewayService);
