/**
 * The admin accounts (DESIGN §9.2): the e-mails in ADMIN_EMAILS plus ADMIN_EMAIL. One object
 * every service asks, so "who is admin" is decided in one place.
 */
export class AdminAccounts {
  private readonly emails: ReadonlySet<string>;

  constructor(emails: readonly string[]) {
    this.emails = new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean));
  }

  has(email: string): boolean {
    return this.emails.has(email);
  }

  /** For queries that leave admins out of counts, searches and candidate lists. */
  get list(): string[] {
    return [...this.emails];
  }
}
