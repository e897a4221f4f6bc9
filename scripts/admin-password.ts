// npm run admin:password [-- NEW_PASSWORD]: sets the admin password (only its hash is stored)
// and signs every admin session out. With no password given, asks for one; an empty answer
// generates a strong one and prints it.
import readline from "node:readline/promises";

import { openDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { setAdminPassword } from "~/features/admin/auth.server";
import { generatePassword } from "~/features/admin/password.server";
import { parseConfigOrExit } from "~/lib/config.server";

const config = parseConfigOrExit({ ...process.env, ADMIN_PASSWORD: undefined });

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = readline.createInterface({ input: process.stdin });
    for await (const line of rl) return line.trim();
    return "";
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await rl.question("New admin password (10+ characters; leave empty to generate one): ");
  rl.close();
  return answer.trim();
}

let password = process.argv[2] ?? process.env.ADMIN_PASSWORD ?? (await askPassword());
let generated = false;
if (!password) {
  password = generatePassword();
  generated = true;
}
if (password.length < 10 || password.length > 200) {
  console.error("The admin password must be 10 to 200 characters long. Nothing was changed.");
  process.exit(1);
}

const handle = openDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(handle.db);
  await setAdminPassword(handle.db, password);
  console.log(generated ? `New admin password: ${password}` : "Admin password changed.");
  console.log("Every admin session has been signed out.");
} catch (error) {
  console.error(`Could not set the password: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.destroy();
}
