import { startTracedService } from '@portal/shared/tracing';

// Tracing first (when configured): its hooks must see pg, ioredis and express load.
startTracedService('content', () => import('./service.js'));
