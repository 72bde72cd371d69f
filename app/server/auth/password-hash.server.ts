import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { verifyPassword as verifyScrypt } from 'better-auth/crypto';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** How every stored password is hashed: by sign-up and reset (through better-auth) and by the admin command. */
export const hashPassword = (password: string) => argon2Hash(password, argon2Options);

/** Hashes made before argon2 (better-auth's scrypt "salt:key") still verify. */
export const verifyPassword = ({ hash, password }: { hash: string; password: string }) =>
  hash.startsWith('$argon2') ? argon2Verify(hash, password) : verifyScrypt({ hash, password });
