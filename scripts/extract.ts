import readline from "node:readline";
import { extractPosting } from "#domain/extract-posting";

// npm run --silent extract < postings.jsonl
// One JSON object per input line, in order. A line that is not a JSON object gets {"error": "..."}
// and the run goes on. The operator's tool for checking what Blueboard reads from a posting.
const now = new Date();
const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
let lineNumber = 0;
for await (const line of lines) {
  lineNumber++;
  if (line.trim() === "") continue;
  let output: unknown;
  try {
    const parsed: unknown = JSON.parse(line);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      output = { error: `line ${lineNumber}: expected a JSON object` };
    } else {
      output = extractPosting(parsed, now);
    }
  } catch (error) {
    output = {
      error: `line ${lineNumber}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  process.stdout.write(`${JSON.stringify(output)}\n`);
}
