import { parseLocation } from "#domain/locations.ts";
for (const s of process.argv.slice(2)) console.log(JSON.stringify(s), JSON.stringify(parseLocation(s)));
