import { randomBytes } from "node:crypto";
import pg from "pg";

export type ThrowawayDatabase = { name: string; url: string; drop(): Promise<void> };

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for a test file or a benchmark;
 * `drop()` removes it again (closing any connection left open).
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ThrowawayDatabase> {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix))
    throw new Error(`database prefix must be lower-case letters, digits and _, got "${prefix}"`);
  if (options.template !== undefined && !/^[a-z][a-z0-9_]*$/.test(options.template))
    throw new Error(`template database name must be lower-case letters, digits and _`);
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  // A copy of a migrated template is made in milliseconds; migrating a new database takes seconds.
  await runAdmin(
    serverUrl,
    options.template
      ? `create database ${name} template ${options.template}`
      : `create database ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
