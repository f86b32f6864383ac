/**
 * Sign-up (issue 31): register, then sign in with the credentials just typed (the login call). The register
 * answer is the same whether or not the address had an account (anti-enumeration, docs/decisions.md issue 30), so
 * the page does not know which: a login that succeeds means the account is the user's (it lands in the member
 * area); one that fails means the address belonged to someone else, and the login page shows the neutral notice.
 * This tells the user nothing that registering and then logging in by hand would not (docs/decisions.md, issue 31).
 * A refused registration (bad input, limits) throws as before: the form shows it.
 */
export type SignUpOutcome<L> =
  { kind: 'signedIn'; email: string; answer: L } | { kind: 'notice'; email: string };

export async function signUp<L>(
  values: { email: string; password: string; confirm: string },
  calls: {
    register: (body: { email: string; password: string; confirm: string }) => Promise<unknown>;
    login: (body: { email: string; password: string }) => Promise<L>;
  },
): Promise<SignUpOutcome<L>> {
  const email = values.email.trim();
  await calls.register({ email, password: values.password, confirm: values.confirm });
  try {
    const answer = await calls.login({ email, password: values.password });
    return { kind: 'signedIn', email, answer };
  } catch {
    return { kind: 'notice', email };
  }
}
