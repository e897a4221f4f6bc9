// npm run admin:password [-- NEW_PASSWORD]: sets the owner's password (only its hash is stored)
// and signs the owner's sessions out; other staff reset theirs by e-mail or from /admin/staff. The stored password stays in force across restarts:
// ADMIN_PASSWORD only sets the first one. With no password given, asks for one; an empty answer
// generates a strong one and prints it. With --remove-second-factor it also removes the owner's
// authenticator app and recovery codes (a lost phone and lost codes), so the owner can sign in
// with the password alone and set up a new one.
import readline from "node:readline/promises";

import { openDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { ensureOwner, findOwner, setOwnerPassword } from "~/features/admin/auth.server";
import { adminPasswordFilePath, removePasswordFile } from "~/features/admin/password-file.server";
import { generatePassword } from "~/features/admin/password.server";
import { removeSecondFactor } from "~/features/admin/second-factor.server";
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

const args = process.argv.slice(2);
const removeFactor = args.includes("--remove-second-factor");
const given = args.find((a) => !a.startsWith("--"));
let password = given ?? process.env.ADMIN_PASSWORD ?? (await askPassword());
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
  // A database that never started the server has no owner yet: make one with this password.
  const { ownerEmail } = await ensureOwner(handle.db, password, {
    passwordFile: adminPasswordFilePath(config.DATABASE_URL),
    ownerEmail: config.business.email,
  });
  await setOwnerPassword(handle.db, password);
  if (removeFactor) {
    const owner = await findOwner(handle.db);
    if (owner) await removeSecondFactor(handle.db, owner.id);
    console.log("The owner's second factor is removed: set up a new one on Your account.");
  }
  console.log(generated ? `New owner password for ${ownerEmail}: ${password}` : `Password changed for the owner, ${ownerEmail}.`);
  console.log("The owner's sessions have been signed out.");
  const staleFile = adminPasswordFilePath(config.DATABASE_URL);
  if (removePasswordFile(staleFile)) console.log(`Removed ${staleFile}: it held the old generated password.`);
  if (process.env.ADMIN_PASSWORD && given && given !== process.env.ADMIN_PASSWORD) {
    console.log("ADMIN_PASSWORD is set to another value; it is ignored at start while a password is stored.");
  }
} catch (error) {
  console.error(`Could not set the password: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.destroy();
}
