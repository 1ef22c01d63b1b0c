import { defineConfig } from 'prisma/config';

// Used by `prisma generate` here and by `prisma migrate deploy` wherever the
// native schema engine can be had; the all-in-one start applies the same
// migrations with the WebAssembly engine (service-kit).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/audit' },
});
