/** The auth service's typed configuration (the same object as the shared CONFIG). */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
