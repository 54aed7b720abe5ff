import { parseArgs } from "node:util";
import { parseEnv } from "#server/env";
import { openScriptDatabase } from "./open-script-database";
import { listAdmins, setUserRole, UserNotFoundError } from "#server/modules/admin/user-roles";

// npm run admin -- grant EMAIL | revoke EMAIL | list
// Gives or takes the admin role of an existing account (sign up first), or lists the admins,
// against DATABASE_URL or the embedded database in DATA_DIR (stop the server first: the PGlite
// lock allows one process). Roles are read per request, so a running PostgreSQL-backed server
// sees the change at once.
const USAGE = "Usage: npm run admin -- grant EMAIL | revoke EMAIL | list";

const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const [command, email, ...rest] = positionals;
const valid =
  rest.length === 0 &&
  ((command === "list" && email === undefined) ||
    ((command === "grant" || command === "revoke") && typeof email === "string" && email !== ""));
if (!valid) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const env = parseEnv();
const handle = await openScriptDatabase(env);
let code = 0;
try {
  if (command === "list") {
    const admins = await listAdmins(handle.db);
    if (admins.length === 0) process.stdout.write("No admins yet.\n");
    for (const admin of admins) process.stdout.write(`${admin.email}\t${admin.name}\n`);
  } else {
    const role = command === "grant" ? "admin" : "user";
    const user = await setUserRole(handle.db, email!, role);
    process.stdout.write(
      role === "admin"
        ? `${user.email} is now an admin (and the address counts as verified).\n`
        : `${user.email} is no longer an admin.\n`,
    );
  }
} catch (error) {
  code = error instanceof UserNotFoundError ? 3 : 1;
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await handle.close();
}
process.exit(code);
