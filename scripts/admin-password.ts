// npm run admin:password [-- NEW_PASSWORD]: sets the admin password (only its hash is stored)
// and signs every admin session out. The stored password stays in force across restarts:
// ADMIN_PASSWORD only sets the first one. With no password given, asks for one; an empty answer
// generates a strong one and prints it.
import readline from "node:readline/promises";

import { openDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { setAdminPassword } from "~/features/admin/auth.server";
import { adminPasswordFilePath, removePasswordFile } from "~/features/admin/password-file.server";
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
  const staleFile = adminPasswordFilePath(config.DATABASE_URL);
  if (removePasswordFile(staleFile)) console.log(`Removed ${staleFile}: it held the old generated password.`);
  if (process.env.ADMIN_PASSWORD && process.argv[2] && process.argv[2] !== process.env.ADMIN_PASSWORD) {
    console.log("ADMIN_PASSWORD is set to another value; it is ignored at start while a password is stored.");
  }
} catch (error) {
  console.error(`Could not set the password: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.destroy();
}
