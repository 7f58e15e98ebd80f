import 'reflect-metadata';
import { routesWithoutRight } from '@portal/shared';
import { AppModule } from './app.module';

// Every route of the service is @Public() or names its right (docs/security.md); the guard refuses the rest.

it('every route is public or names a right of the table', () => {
  const controllers = AppModule.register({} as never).controllers ?? [];
  expect(controllers.length).toBeGreaterThan(0);
  expect(routesWithoutRight(controllers as never)).toEqual([]);
});
