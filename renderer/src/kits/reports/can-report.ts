import type { User } from '@alinhavo/shared/schemas/user';

/**
 * 'Denunciar' is offered to a signed-in person on what someone else wrote or published: never on
 * their own things, and never to an admin (who moderates in the console instead).
 */
export function canReport(user: User | null, authorId: string | null | undefined): boolean {
  if (!user || user.is_admin) return false;
  return !authorId || authorId !== user.id;
}
