import type { AdminAccounts } from '../../lib/admins';
import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { type ProfilePatch, type ProfileWire } from '@alinhavo/shared/schemas/profile';
import {
  WIRE_NAME,
  formToWire,
  mergePatch,
  profileSchemaFor,
} from '@alinhavo/shared/schemas/profile-form';
import type { Profile } from '@alinhavo/shared/schemas/profile-view';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../http/errors';
import type { Principal } from '../auth/service';
import { areasOfServices, type Catalogue, type CatalogueService } from '../catalogue/service';
import { toProfileDto, rowToWire, wireToColumns } from './mapping';
import type { EventBus } from '../../lib/event-bus';
import { profileRepository } from './repository';

/** The signed-in user's own profile. The owner is always the principal, never an id from the client. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly admins: AdminAccounts,
    private readonly bus: EventBus,
  ) {}

  /** A person's stored profile (the row and its links), for the admin's panel; undefined if none. */
  find(userId: string) {
    return profileRepository.load(this.db, userId);
  }

  async get(principal: Principal): Promise<Profile> {
    const loaded = await profileRepository.load(this.db, principal.user.id);
    if (!loaded) throw new AppError(401, PROFILE_TEXTS.notAuthenticated, 'UNAUTHENTICATED');
    return toProfileDto(loaded.user, loaded.links, this.admins);
  }

  /**
   * Merges the patch over what is stored and saves only a whole profile the form would accept.
   * 'Aparecer na busca pública' is a setting beside the form: sent alone (the Conta switch), it is
   * saved without the form's checks, so a half-filled profile can still change it.
   */
  async update(principal: Principal, patch: ProfilePatch): Promise<Profile> {
    const userType = principal.user.userType;
    const { listed_in_public_search: listed, ...fields } = patch;
    // Only clients are listed; for a provider the setting means nothing and is not kept.
    const listing = userType === 'CLIENTE' && listed !== undefined ? { listed } : undefined;
    if (Object.keys(fields).length === 0) {
      if (listing) await profileRepository.saveListing(this.db, principal.user.id, listing.listed);
      this.bus.publish('profile.saved', { userId: principal.user.id, userType });
      return this.get(principal);
    }
    // Read before the transaction: PGlite has one connection, so a query outside the open
    // transaction would wait for it forever.
    const catalogue = await this.catalogue.all();
    const profile = await this.db.transaction(async (tx) => {
      const loaded = await profileRepository.load(tx, principal.user.id);
      if (!loaded) throw new AppError(401, PROFILE_TEXTS.notAuthenticated, 'UNAUTHENTICATED');
      const form = mergePatch(rowToWire(loaded.user, loaded.links), fields);
      const parsed = profileSchemaFor(userType).safeParse(form);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof typeof WIRE_NAME | undefined;
          const key = field ? WIRE_NAME[field] : '_';
          errors[key] ??= issue.message;
        }
        throw badRequest(PROFILE_TEXTS.fixErrors, 'VALIDATION', errors);
      }
      const wire = formToWire(parsed.data, userType);
      this.assertCatalogueChoices(wire, catalogue);
      const { columns, links } = wireToColumns(wire);
      await profileRepository.save(
        tx,
        principal.user.id,
        listing ? { ...columns, listedInPublicSearch: listing.listed } : columns,
        links,
      );
      const saved = await profileRepository.load(tx, principal.user.id);
      if (!saved) throw new Error('profile vanished while saving');
      return toProfileDto(saved.user, saved.links, this.admins);
    });
    this.bus.publish('profile.saved', { userId: principal.user.id, userType });
    return profile;
  }

  /** Ids must exist, and areas must belong to the chosen services (spec §4 Profile form). */
  private assertCatalogueChoices(w: ProfileWire, c: Catalogue): void {
    const errors: Record<string, string> = {};
    const known = (list: Array<{ id: number }>) => new Set(list.map((i) => i.id));
    const check = (key: keyof ProfileWire, ids: number[], allowed: Set<number>) => {
      if (ids.some((id) => !allowed.has(id))) errors[key] = PROFILE_TEXTS.invalidCatalogueId;
    };
    check('services_ids', w.services_ids, known(c.services));
    check('specialties_ids', w.specialties_ids, known(c.specialties));
    check('machines_ids', w.machines_ids, known(c.machines));
    check('areas_ids', w.areas_ids, areasOfServices(c, w.services_ids));
    if (w.availability_id !== null && !known(c.availabilities).has(w.availability_id))
      errors.availability_id = PROFILE_TEXTS.invalidCatalogueId;
    if (Object.keys(errors).length > 0)
      throw badRequest(PROFILE_TEXTS.fixErrors, 'VALIDATION', errors);
  }
}
