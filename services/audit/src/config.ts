/** The audit service has no settings of its own beyond every service's (serviceEnvSchema). */
export type AuditOptions = Record<string, never>;

export function optionsFromEnv(): AuditOptions {
  return {};
}
