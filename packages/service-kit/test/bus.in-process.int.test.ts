import { createInProcessBus } from '../src/events/index.js';
import { describeBusConformance } from './bus-conformance.js';

describeBusConformance('in-process', {
  canGoDown: false,
  async make() {
    const bus = createInProcessBus();
    return { bus, reopen: async () => bus, another: async () => bus, cleanup: () => bus.close() };
  },
});
