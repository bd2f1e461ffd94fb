import { profileApi } from '@alinhavo/shared/api/profile';
import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import type { Profile } from '@alinhavo/shared/schemas/profile-view';
import { useState } from 'react';
import { api } from '../../data/api';
import { notify } from '../../ui/notify';
import { SwitchCard } from './SwitchCard';

export const PUBLIC_LISTING_TEXTS = {
  title: 'Busca pública',
  label: 'Aparecer na busca pública',
  help: 'Visitantes da página inicial veem seu nome (ou o da sua empresa), suas especialidades, sua cidade e quantas demandas você tem abertas. E-mail, telefone, CPF e endereço nunca aparecem. Mudanças chegam à busca em até 1 minuto.',
} as const;

/**
 * 'Aparecer na busca pública' (clients): saved on its own as soon as it is flipped, apart from
 * the profile form, so it works on a profile still being filled.
 */
export function PublicListingCard({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const [listed, setListed] = useState(profile.listed_in_public_search);
  const [saving, setSaving] = useState(false);

  async function change(next: boolean) {
    setListed(next);
    setSaving(true);
    try {
      const saved = await api.call(profileApi.patch, { body: { listed_in_public_search: next } });
      setListed(saved.listed_in_public_search);
      onSaved(saved);
      notify.success(PROFILE_TEXTS.saved);
    } catch {
      setListed(!next);
      notify.error(PROFILE_TEXTS.saveError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <SwitchCard
      id="public-listing"
      title={PUBLIC_LISTING_TEXTS.title}
      label={PUBLIC_LISTING_TEXTS.label}
      help={PUBLIC_LISTING_TEXTS.help}
      checked={listed}
      disabled={saving}
      onChange={(next) => void change(next)}
    />
  );
}
