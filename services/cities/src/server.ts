import { runStandalone } from '@local-seo/service-kit';
import { citiesService } from './app.js';

/** The only file that listens: the cities service on its own (compose, Kubernetes). */
await runStandalone(citiesService);
