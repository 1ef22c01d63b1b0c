export { createGateway, gatewayPrismaPaths, type Frontends, type Gateway, type GatewayOptions } from './app.js';
export { gatewayConfigSchema, loadGatewayConfig, type GatewayConfig } from './config.js';
export { hashPassword } from './auth/password.js';
export { proxiedRoutes } from './routing/route-table.js';
