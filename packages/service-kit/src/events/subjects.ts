/**
 * Whether a NATS-style subject pattern matches a subject: `*` stands for one
 * token, a final `>` for one or more. The in-process bus matches as NATS does.
 */
export function subjectMatches(pattern: string, subject: string): boolean {
  const wanted = pattern.split('.');
  const tokens = subject.split('.');
  for (let i = 0; i < wanted.length; i += 1) {
    const token = wanted[i];
    if (token === '>') return i === wanted.length - 1 && tokens.length > i;
    if (i >= tokens.length || (token !== '*' && token !== tokens[i])) return false;
  }
  return wanted.length === tokens.length;
}
