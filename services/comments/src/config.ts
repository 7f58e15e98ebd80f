import { databaseConfig, loadConfig, port } from '@portal/shared';

const commentsSchema = {
  ...databaseConfig,
  COMMENTS_PORT: port(3003),
};

export type CommentsConfig = ReturnType<typeof loadCommentsConfig>;

export function loadCommentsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(commentsSchema, env);
}
