import { zodResolver } from '@hookform/resolvers/zod';
import { profileApi } from '@alinhavo/shared/api/profile';
import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import {
  formToWire,
  profileSchemaFor,
  type ProfileForm,
} from '@alinhavo/shared/schemas/profile-form';
import type { Profile } from '@alinhavo/shared/schemas/profile-view';
import type { User } from '@alinhavo/shared/schemas/user';
import { Button, Card, Group, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { lazyPart } from '../../app/lazy-page';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { api } from '../../data/api';
import { notify } from '../../ui/notify';
import { replaceUser } from '../../kits/session/session';
import { ChangePasswordCard } from './ChangePasswordCard';
import { CompanyTab } from './CompanyTab';
import { DeleteAccountCard } from './DeleteAccountCard';
import { AnalyticsConsentCard } from './AnalyticsConsentCard';
import { ExportDataCard } from './ExportDataCard';
import { ClientInterestsTab, ProviderInterestsTab } from './InterestsTab';
import { PersonalTab } from './PersonalTab';
import { ProfileHeader } from './ProfileHeader';
import { PublicListingCard } from './PublicListingCard';

// Its own chunk: clients never load it, and providers load it after the form.
const PortfolioSection = lazyPart(() =>
  import('../../kits/portfolio/PortfolioSection').then((m) => ({ default: m.PortfolioSection })),
);
import { PlanStatusCard } from '../../kits/plans/PlanStatusCard';
import { DesktopNoticesCard } from './DesktopNoticesCard';
import { EmailPreferencesCard } from './EmailPreferencesCard';
import {
  PROFILE_TABS,
  TAB_LABELS,
  profileToForm,
  serverFieldErrors,
  tabOf,
  tabsWithErrors,
  userOf,
  type ProfileTab,
} from '../../kits/profile/profile-form';

interface ProfileEditorProps {
  profile: Profile;
  user: User;
  onSaved: (profile: Profile) => void;
}

/** The full profile of spec §2: three tabs of one form, plus the account tab. */
export function ProfileEditor({ profile, user, onSaved }: ProfileEditorProps) {
  const userType = profile.user_type;
  const schema = useMemo(() => profileSchemaFor(userType), [userType]);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(schema),
    // The last saved snapshot: dirty means "differs from it" (spec §4).
    defaultValues: profileToForm(profile),
  });
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  // E-mails link to Conta (?aba=conta) for their notification settings.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<ProfileTab>(() =>
    params.get('aba') === 'conta' ? 'conta' : 'pessoais',
  );
  const [updatedAt, setUpdatedAt] = useState(profile.updated_at);
  // Tabs holding errors from the last refused save; set when it is refused, cleared by a save
  // or Cancelar (field messages themselves follow the form as the user types).
  const [errorTabs, setErrorTabs] = useState<ProfileTab[]>([]);

  const showTabOf = (tabs: ProfileTab[]) => {
    if (tabs.length > 0 && !tabs.includes(tab)) setTab(tabs[0]!);
  };

  const save = form.handleSubmit(
    async (values) => {
      try {
        const saved = await api.call(profileApi.patch, { body: formToWire(values, userType) });
        form.reset(profileToForm(saved));
        setErrorTabs([]);
        // Spec §4: after a save the last-updated date is today.
        setUpdatedAt(new Date().toISOString());
        onSaved(saved);
        notify.success(PROFILE_TEXTS.saved);
        await replaceUser(userOf(saved)).catch(() => undefined);
      } catch (error) {
        const fields = serverFieldErrors(error);
        for (const [field, message] of fields) form.setError(field, { type: 'server', message });
        const tabs = PROFILE_TABS.filter((t) => fields.some(([field]) => tabOf(field) === t));
        setErrorTabs(tabs);
        showTabOf(tabs);
        notify.error(PROFILE_TEXTS.saveError);
      }
    },
    (invalid) => {
      notify.error(PROFILE_TEXTS.fixErrors);
      const tabs = tabsWithErrors(invalid);
      setErrorTabs(tabs);
      showTabOf(tabs);
    },
  );
  const submit = (event?: FormEvent) => void save(event);

  const tabLabel = (value: ProfileTab) => (
    <Tabs.Tab
      key={value}
      value={value}
      color={errorTabs.includes(value) ? 'red' : undefined}
      rightSection={
        errorTabs.includes(value) ? (
          <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />
        ) : undefined
      }
      data-error={errorTabs.includes(value) || undefined}
    >
      {TAB_LABELS[value]}
    </Tabs.Tab>
  );
  const formPanel = (value: ProfileTab, content: ReactNode) => (
    <Tabs.Panel value={value} pt="lg">
      <form onSubmit={submit} noValidate aria-label={TAB_LABELS[value]}>
        {content}
      </form>
    </Tabs.Panel>
  );

  return (
    <FormProvider {...form}>
      <Stack gap="lg">
        <ProfileHeader profile={profile} updatedAt={updatedAt} />
        <Card padding="lg">
          <Tabs
            value={tab}
            onChange={(value) => setTab((value as ProfileTab | null) ?? 'pessoais')}
            keepMounted={false}
          >
            <Tabs.List>{PROFILE_TABS.map(tabLabel)}</Tabs.List>
            {formPanel('pessoais', <PersonalTab email={profile.email} />)}
            {formPanel('comerciais', <CompanyTab />)}
            {formPanel(
              'interesses',
              userType === 'PROFISSIONAL' ? <ProviderInterestsTab /> : <ClientInterestsTab />,
            )}
            <Tabs.Panel value="conta" pt="lg">
              <Stack gap="lg">
                {userType === 'CLIENTE' && (
                  <PublicListingCard profile={profile} onSaved={onSaved} />
                )}
                {!user.is_admin && <PlanStatusCard withLink />}
                <EmailPreferencesCard />
                <DesktopNoticesCard />
                <ChangePasswordCard />
                <ExportDataCard />
                <AnalyticsConsentCard />
                <DeleteAccountCard />
              </Stack>
            </Tabs.Panel>
          </Tabs>
          {tab !== 'conta' && (
            <Group justify="flex-end" gap="sm" mt="xl">
              <Button
                variant="default"
                disabled={!isDirty || isSubmitting}
                onClick={() => {
                  form.reset();
                  setErrorTabs([]);
                }}
              >
                Cancelar
              </Button>
              <Button disabled={!isDirty || isSubmitting} onClick={() => submit()}>
                {isSubmitting ? 'Salvando...' : 'Salvar'}
              </Button>
            </Group>
          )}
        </Card>
        {userType === 'PROFISSIONAL' && (
          <Suspense fallback={null}>
            <PortfolioSection />
          </Suspense>
        )}
      </Stack>
    </FormProvider>
  );
}
