/** Injection tokens shared by every service. */
export const CONFIG = Symbol('CONFIG');
export const REDIS = Symbol('REDIS');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
