import { runIngestCommand } from "./ingest-command";

// npm run ingest -- (--source NAME | --url URL --adapter NAME [--organization NAME])
//   [--record FILE.har | --replay FILE.har] [--dry-run] [--json]
// The command itself is scripts/ingest-command.ts; this runs it on the process's arguments,
// environment and output, and exits with its code.
process.exit(
  await runIngestCommand(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  }),
);
