import { runStandalone } from '@local-seo/service-kit';
import { weatherService } from './app.js';

/** The only file that listens: the weather service on its own (compose, Kubernetes). */
await runStandalone(weatherService);
