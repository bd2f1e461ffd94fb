import { Divider, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { LEGAL_TEXTS as T } from '@alinhavo/shared/messages/legal';
import { LEGAL_VERSION } from '@alinhavo/shared/rules/legal';
import terms from '../../docs/content/termos.md?doc';
import privacy from '../../docs/content/privacidade.md?doc';
import { docValues, fillDoc } from '../../docs/fill';
import { usePublicSettings } from '../../data/legal/api';
import { DocHtml } from '../../kits/public-docs/DocHtml';
import { PublicDocLayout } from '../../kits/public-docs/PublicDocLayout';

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** /termos and /privacidade (DESIGN §9.6): the document in force, with its version date. */
export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const settings = usePublicSettings();
  const doc = useMemo(
    () => fillDoc(kind === 'terms' ? terms : privacy, docValues(settings)),
    [kind, settings],
  );
  useEffect(() => {
    document.title = `${doc.title} · Alinhavo`;
  }, [doc.title]);
  return (
    <PublicDocLayout>
      <Stack gap="md" component="article">
        <Title order={1}>{doc.title}</Title>
        <Text size="sm" c="dimmed">
          {T.versionOf(dateOf(LEGAL_VERSION))}
        </Text>
        {doc.html && <DocHtml html={doc.html} />}
        {doc.sections.map((section) => (
          <Stack key={section.id} gap="xs" component="section" aria-labelledby={section.id}>
            <Divider />
            <Title order={2} size="h3" id={section.id}>
              {section.title}
            </Title>
            <DocHtml html={section.html} />
          </Stack>
        ))}
      </Stack>
    </PublicDocLayout>
  );
}
