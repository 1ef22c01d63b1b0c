import { hashPassword } from '../auth/password.js';

/** Prints the argon2id hash of a password, for ADMIN_PASSWORD_HASH: `npm run hash-password -- 'the password'`. */
const password = process.argv[2];
if (!password || password.length < 8) {
  console.error("Usage: npm run hash-password -- 'a password of at least 8 characters'");
  process.exit(1);
}
console.log(await hashPassword(password));
