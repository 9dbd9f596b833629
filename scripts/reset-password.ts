// `npm run reset-password -- <email>`: gives the account a new random password, printed once,
// on the database the server uses (DATA_DIR or DATABASE_URL, read exactly as the server reads
// them). For servers that send no mail (SMTP_URL unset); every session of the account ends.
import fs from "node:fs";
import { randomPassword, setPasswordByEmail } from "@/server/account-recovery";
import { type Database, openDatabase } from "@/server/db/client";
import { loadEnv } from "@/server/env";

const USAGE = "Usage: npm run reset-password -- <email>";

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || email.startsWith("-") || !email.includes("@")) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  if (!env.DATABASE_URL && !fs.existsSync(env.DATA_DIR)) {
    console.error(
      `No database in ${env.DATA_DIR}: set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
    return 1;
  }
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (err) {
    const message = (err as Error).message;
    if (message.includes("already in use")) {
      // PGlite allows one process per folder (db/data-dir-lock.ts).
      console.error(
        `The Tribe server is running on the embedded database in ${env.DATA_DIR}. Stop the server, run this again, then start it.\n(${message})`,
      );
    } else {
      console.error(`Could not open the database: ${message}`);
    }
    return 1;
  }
  try {
    const password = randomPassword();
    const outcome = await setPasswordByEmail(database.db, email, password);
    if (outcome === "no_account") {
      console.error(`No account uses ${email}.`);
      return 1;
    }
    if (outcome === "guest") {
      console.error(`${email} is a demo account: it has no password to reset.`);
      return 1;
    }
    console.log(`New password for ${email}: ${password}`);
    console.log("Every session of this account has ended. Change it in Settings after signing in.");
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(err.message);
    process.exit(1);
  },
);
