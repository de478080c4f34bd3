// E-mail addresses as shown to other people.

/**
 * An address shown to someone who did not type it: first letter and domain only
 * ("j•••@example.com"), enough to tell two people with the same name apart.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
