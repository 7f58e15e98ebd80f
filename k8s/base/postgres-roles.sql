-- One Postgres role per service, each owning its own schema and nothing else
-- (docs/security.md, "Postgres roles"):
--
--   schema    role              used by
--   auth      portal_auth       the auth service
--   content   portal_content    the content service and the demo seed
--   comments  portal_comments   the comments service
--   (the worker has no database)
--
-- Run with psql by a superuser (or a managed database's admin role) on every
-- deploy, before the services start: docker-compose.yml's one-shot
-- `postgres-roles`, the Kubernetes Job `postgres-roles` (k8s/base), and after a
-- restore (deploy/backup/postgres.sh). Idempotent: it creates what is missing,
-- sets the passwords, and gives each schema with everything in it (tables,
-- sequences, views, functions, types) to its role, so a database from a release
-- where one role owned everything, or a restored dump, comes out the same.
--
--   psql -v ON_ERROR_STOP=1 -v auth_password=... -v content_password=... \
--        -v comments_password=... [-v role_prefix=portal_] -f postgres-roles.sql
--
-- role_prefix (default portal_) names the roles <prefix>auth, <prefix>content,
-- <prefix>comments; the tests use their own prefix (roles are cluster-wide).
\set ON_ERROR_STOP on
\if :{?role_prefix}
\else
\set role_prefix portal_
\endif
SET client_min_messages = warning;
-- The passwords below are literals in statements: keep them out of the server log whatever
-- its settings (a statement log, a slow-statement log, a failing statement's text). Only a
-- superuser may change these; a managed database's admin role keeps the server's settings.
DO $$
BEGIN
  SET log_statement = 'none';
  SET log_min_duration_statement = -1;
  SET log_min_error_statement = 'panic';
EXCEPTION WHEN insufficient_privilege THEN
  NULL;
END $$;

CREATE TEMPORARY TABLE portal_roles (schema_name name, role_name name, password text) ON COMMIT PRESERVE ROWS;
INSERT INTO portal_roles VALUES
  ('auth', :'role_prefix' || 'auth', :'auth_password'),
  ('content', :'role_prefix' || 'content', :'content_password'),
  ('comments', :'role_prefix' || 'comments', :'comments_password');
SELECT count(*) > 0 AS password_missing FROM portal_roles WHERE coalesce(password, '') = '' \gset
\if :password_missing
DO $$ BEGIN RAISE EXCEPTION 'postgres-roles: every role needs a password (auth_password, content_password, comments_password)'; END $$;
\endif

-- The search indexes' pg_trgm, in public, by the admin: the service roles may not
-- create in public (their migrations' CREATE EXTENSION IF NOT EXISTS then skips).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
-- public: everyone may use what is in it (pg_trgm's functions), nobody creates in it.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
REVOKE CREATE ON DATABASE :"DBNAME" FROM PUBLIC;

-- The roles: log in, nothing else (no superuser, no CREATEDB, no CREATEROLE).
SELECT format('CREATE ROLE %I LOGIN', role_name) FROM portal_roles
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = role_name) \gexec
SELECT format('ALTER ROLE %I WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD %L',
              role_name, password) FROM portal_roles \gexec
-- Unqualified names resolve in the role's own schema, whatever the connection
-- sends (PgBouncer in transaction mode drops the services' search_path option).
SELECT format('ALTER ROLE %I IN DATABASE %I SET search_path = %I, public', role_name, current_database(), schema_name)
  FROM portal_roles \gexec
SELECT format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role_name) FROM portal_roles \gexec

-- A managed database's admin is no superuser: to give objects to a role it must be a member of it.
SELECT format('GRANT %I TO %I', role_name, current_user) FROM portal_roles
  WHERE current_setting('is_superuser') <> 'on' AND NOT pg_has_role(current_user, role_name, 'MEMBER') \gexec

-- Each schema and everything in it belongs to its role.
SELECT format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', schema_name, role_name) FROM portal_roles \gexec
SELECT format('ALTER SCHEMA %I OWNER TO %I', schema_name, role_name) FROM portal_roles \gexec
-- Tables, views, materialized views, foreign tables and sequences of no column
-- (a table's own sequences and indexes follow the table).
SELECT format('ALTER TABLE %I.%I OWNER TO %I', r.schema_name, c.relname, r.role_name)
  FROM portal_roles r
  JOIN pg_namespace n ON n.nspname = r.schema_name
  JOIN pg_class c ON c.relnamespace = n.oid
  WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
    AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = r.role_name)
    AND NOT EXISTS (SELECT 1 FROM pg_depend d
                    WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))
  ORDER BY c.relkind DESC \gexec
SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, r.role_name)
  FROM portal_roles r
  JOIN pg_namespace n ON n.nspname = r.schema_name
  JOIN pg_proc p ON p.pronamespace = n.oid
  WHERE p.proowner <> (SELECT oid FROM pg_roles WHERE rolname = r.role_name) \gexec
SELECT format('ALTER TYPE %I.%I OWNER TO %I', r.schema_name, t.typname, r.role_name)
  FROM portal_roles r
  JOIN pg_namespace n ON n.nspname = r.schema_name
  JOIN pg_type t ON t.typnamespace = n.oid
  WHERE t.typtype IN ('e', 'r')
    AND t.typowner <> (SELECT oid FROM pg_roles WHERE rolname = r.role_name) \gexec

-- Its own schema: USAGE and CREATE (as owner). The others' schemas: nothing, for
-- PUBLIC and for the other service roles (rights an older release may have granted).
SELECT format('GRANT USAGE, CREATE ON SCHEMA %I TO %I', schema_name, role_name) FROM portal_roles \gexec
SELECT format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', schema_name) FROM portal_roles \gexec
SELECT format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM PUBLIC', schema_name) FROM portal_roles \gexec
SELECT format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM PUBLIC', schema_name) FROM portal_roles \gexec
SELECT format('REVOKE ALL ON ALL FUNCTIONS IN SCHEMA %I FROM PUBLIC', s.schema_name) FROM portal_roles s \gexec
SELECT format('REVOKE ALL ON SCHEMA %I FROM %I', s.schema_name, o.role_name)
  FROM portal_roles s JOIN portal_roles o ON o.role_name <> s.role_name \gexec
SELECT format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM %I', s.schema_name, o.role_name)
  FROM portal_roles s JOIN portal_roles o ON o.role_name <> s.role_name \gexec
SELECT format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM %I', s.schema_name, o.role_name)
  FROM portal_roles s JOIN portal_roles o ON o.role_name <> s.role_name \gexec
SELECT format('REVOKE ALL ON ALL FUNCTIONS IN SCHEMA %I FROM %I', s.schema_name, o.role_name)
  FROM portal_roles s JOIN portal_roles o ON o.role_name <> s.role_name \gexec

DROP TABLE portal_roles;
\echo postgres-roles: roles and schemas ready
