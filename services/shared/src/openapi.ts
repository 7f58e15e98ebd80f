import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorBody } from './errors';
import { RIGHTS } from './rights';
import { OPENAPI_PUBLIC, OPENAPI_RIGHT } from './session';

/**
 * One access per operation, as the guard decides it (session.ts): public wins over any right
 * (the guard asks @Public first); a route with neither, or with a right the table lacks, is a
 * mistake the contract must not carry.
 */
function settleAccess(operation: Record<string, unknown>, route: string): void {
  if (operation[OPENAPI_PUBLIC] === true) {
    delete operation[OPENAPI_RIGHT];
    return;
  }
  const right = operation[OPENAPI_RIGHT];
  if (typeof right !== 'string' || !(right in RIGHTS)) {
    throw new Error(`${route} names no right of rights.ts (@Public() or @Can(right))`);
  }
}

/**
 * The OpenAPI document of one service's public routes (those under /api/, as the gateway
 * exposes them; /healthz, /readyz and /metrics are the cluster's). `app` may be created in
 * preview mode (no provider instantiated, so no database or Redis): only metadata is read.
 */
export function serviceDocument(app: INestApplication, service: string): OpenAPIObject {
  const config = new DocumentBuilder().setTitle(`${service} service`).setVersion('1').build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorBody],
    operationIdFactory: (controller, method) => `${controller}_${method}`,
  });
  // Every error of every route has the one error shape (errors.ts).
  const error = {
    description: 'Error: `{statusCode, message, error}`',
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBody) } } },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/')) {
      delete document.paths[path];
      continue;
    }
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.responses.default = error;
      settleAccess(operation as Record<string, unknown>, `${method.toUpperCase()} ${path}`);
    }
  }
  return document;
}
