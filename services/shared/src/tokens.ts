/** Injection tokens shared by every service. */
export const CONFIG = Symbol('CONFIG');
export const REDIS = Symbol('REDIS');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
/** The class of a service's EarlyHandler (bootstrap.ts), or null. */
export const EARLY_HANDLER = Symbol('EARLY_HANDLER');
