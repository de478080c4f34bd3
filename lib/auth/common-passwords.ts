import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';

// Passwords found in breach corpora, refused when set (sign-up, reset, verification with a new
// password). The list ships offline with @zxcvbn-ts/language-common (~49k entries, most common first;
// ~18k of them are long enough to pass the 8-character minimum). Server only: it never reaches the browser.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
