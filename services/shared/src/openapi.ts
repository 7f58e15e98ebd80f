import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorBody } from './errors';

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
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === 'object' && 'responses' in operation) operation.responses.default = error;
    }
  }
  return document;
}
