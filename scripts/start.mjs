// `npm start`: install what is missing, build, then serve the portal and the API
// (the server migrates and seeds its SQLite database on first run).
import { join } from 'node:path';
import { ROOT, ensureBuild, ensureDependencies } from './lib/ensure.mjs';
import { run } from './lib/run.mjs';

await ensureDependencies();
await ensureBuild();
const code = await run(process.execPath, [join(ROOT, 'dist/server/main.js')], { cwd: ROOT });
process.exit(code);
